import { useId, type ReactNode } from 'react';
import { FormAlert, FormField, TextAreaField } from '@/components/forms/form-field';
import { ConsoleStaleAlert } from '@/components/console/console-stale-alert';
import { CoverField } from '@/components/forms/cover-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import { ACTIVITY_CAPACITY_MAX, ACTIVITY_TEXT_MAX, defaultDoorsOpenLabel } from '@/lib/activity-rules';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorChoiceView, ShowChoiceView } from '@/lib/views/admin-activity-views';
import { AgendaEditor } from './agenda-editor';
import { CheckField } from './check-field';
import { ExhibitorPicker } from './exhibitor-picker';
import { KindFields } from './kind-fields';
import { PlaceFields } from './place-fields';
import type { useActivityForm } from './use-activity-form';
import styles from './activity-form.module.scss';

const length = (text: string) => Array.from(text).length;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The activity form of /admin/activities/edit, in sections: basics (titles,
 * summaries, cover, description), kind (with a show's figures, or the show it
 * belongs to), place, time and seats (China time, with
 * when check-in opens), agenda, the exhibitors taking part, and whether it is
 * public. Saved with one button; what the server says shows at the fields
 * and above the button — after someone else's save, with a button to reload.
 */
export function ActivityForm({
  form,
  exhibitors,
  shows,
}: {
  form: ReturnType<typeof useActivityForm>;
  exhibitors: ExhibitorChoiceView[];
  shows: ShowChoiceView[];
}) {
  const { t } = useTranslation(['admin-activities', 'publish', 'common']);
  const id = useId();
  const { values, errors, change, facts } = form;
  const required = t('form.required');
  const defaultDoors = defaultDoorsOpenLabel(values.startsAt);

  return (
    <form className={styles.form} aria-label={form.id === null ? t('form.newTitle') : t('form.editTitle')} {...form.formProps}>
      <Section id={`${id}-basics`} title={t('form.sections.basics')}>
        <div className={styles.grid}>
          <FormField
            id={`${id}-title`}
            label={t('form.title') + required}
            value={values.title}
            maxLength={ACTIVITY_TEXT_MAX.title}
            autoComplete="off"
            errors={errors.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-titleEn`}
            label={t('form.titleEn')}
            hint={t('form.titleEnHint')}
            value={values.titleEn}
            maxLength={ACTIVITY_TEXT_MAX.titleEn}
            autoComplete="off"
            lang="en"
            errors={errors.titleEn}
            onChange={(event) => change({ titleEn: event.currentTarget.value })}
          />
          <div className={styles.wide}>
            <TextAreaField
              id={`${id}-summary`}
              label={t('form.summary') + required}
              hint={t('form.summaryHint')}
              value={values.summary}
              rows={3}
              count={length(values.summary)}
              max={ACTIVITY_TEXT_MAX.summary}
              errors={errors.summary}
              onChange={(event) => change({ summary: event.currentTarget.value })}
            />
          </div>
          <div className={styles.wide}>
            <TextAreaField
              id={`${id}-summaryEn`}
              label={t('form.summaryEn')}
              value={values.summaryEn}
              rows={3}
              lang="en"
              count={length(values.summaryEn)}
              max={ACTIVITY_TEXT_MAX.summaryEn}
              errors={errors.summaryEn}
              onChange={(event) => change({ summaryEn: event.currentTarget.value })}
            />
          </div>
          <div className={styles.wide}>
            <CoverField
              id={`${id}-cover`}
              cover={values.cover ? { url: values.cover, width: null, height: null } : null}
              errors={errors.cover}
              onChange={(cover) => change({ cover: cover?.url ?? '' })}
            />
          </div>
          <RichTextField
            key={form.generation}
            id={`${id}-description`}
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            countText={(count, max) => t('form.descriptionCount', { count, max })}
            className={styles.wide}
            initialHtml={form.initialDescription}
            html={values.description}
            errors={errors.description}
            onChange={(description, byUser) => change({ description }, byUser)}
            onUploading={form.setUploading}
          />
        </div>
      </Section>

      <Section id={`${id}-kind`} title={t('form.sections.kind')}>
        <KindFields id={`${id}-kind`} values={values} errors={errors} shows={shows} onChange={(patch) => change(patch)} />
      </Section>

      <Section id={`${id}-place`} title={t('form.sections.place')}>
        <PlaceFields id={`${id}-place`} values={values} errors={errors} onChange={(patch) => change(patch)} />
      </Section>

      <Section id={`${id}-time`} title={t('form.sections.time')}>
        <p className={styles.hint}>{t('form.timeHint')}</p>
        <div className={styles.grid}>
          <FormField
            id={`${id}-startsAt`}
            type="datetime-local"
            label={t('form.startsAt') + required}
            value={values.startsAt}
            errors={errors.startsAt}
            onChange={(event) => change({ startsAt: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-endsAt`}
            type="datetime-local"
            label={t('form.endsAt') + required}
            value={values.endsAt}
            errors={errors.endsAt}
            onChange={(event) => change({ endsAt: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-capacity`}
            label={t('form.capacity') + required}
            hint={facts ? t('form.capacityHint', { taken: facts.seatsTaken }) : t('form.capacityHintNew')}
            value={values.capacity}
            inputMode="numeric"
            maxLength={String(ACTIVITY_CAPACITY_MAX).length}
            autoComplete="off"
            errors={errors.capacity}
            onChange={(event) => change({ capacity: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-perRegistrationLimit`}
            label={t('form.perRegistrationLimit') + required}
            hint={t('form.perRegistrationLimitHint')}
            value={values.perRegistrationLimit}
            inputMode="numeric"
            maxLength={2}
            autoComplete="off"
            errors={errors.perRegistrationLimit}
            onChange={(event) => change({ perRegistrationLimit: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-registrationOpensAt`}
            type="datetime-local"
            label={t('form.registrationOpensAt') + required}
            value={values.registrationOpensAt}
            errors={errors.registrationOpensAt}
            onChange={(event) => change({ registrationOpensAt: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-registrationClosesAt`}
            type="datetime-local"
            label={t('form.registrationClosesAt') + required}
            hint={t('form.registrationHint')}
            value={values.registrationClosesAt}
            errors={errors.registrationClosesAt}
            onChange={(event) => change({ registrationClosesAt: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-doorsOpenAt`}
            type="datetime-local"
            label={t('form.doorsOpenAt')}
            hint={defaultDoors ? t('form.doorsOpenHint', { time: defaultDoors }) : t('form.doorsOpenHintNoStart')}
            value={values.doorsOpenAt}
            errors={errors.doorsOpenAt}
            onChange={(event) => change({ doorsOpenAt: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-reminderHoursBefore`}
            label={t('form.reminderHoursBefore')}
            hint={t('form.reminderHoursBeforeHint')}
            value={values.reminderHoursBefore}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            errors={errors.reminderHoursBefore}
            onChange={(event) => change({ reminderHoursBefore: event.currentTarget.value })}
          />
        </div>
      </Section>

      <Section id={`${id}-agenda`} title={t('form.sections.agenda')}>
        <AgendaEditor id={`${id}-agenda`} rows={values.agenda} errors={errors} onChange={(agenda) => change({ agenda })} />
      </Section>

      <Section id={`${id}-exhibitors`} title={t('form.sections.exhibitors')}>
        <ExhibitorPicker
          id={`${id}-exhibitors`}
          exhibitors={exhibitors}
          selected={values.exhibitorIds}
          errors={errors.exhibitorIds}
          onChange={(exhibitorIds) => change({ exhibitorIds })}
        />
      </Section>

      <Section id={`${id}-publish`} title={t('form.sections.publish')}>
        <CheckField
          id={`${id}-published`}
          label={t('form.published')}
          hint={t('form.publishedHint')}
          checked={values.published}
          errors={errors.published}
          onChange={(published) => change({ published })}
        />
      </Section>

      <div className={styles.footer}>
        <div className={styles.notice} {...form.noticeProps}>
          {form.stale ? <ConsoleStaleAlert message={form.stale} onReload={form.reload} /> : null}
          {form.notice ? <FormAlert tone={form.notice.tone}>{form.notice.text}</FormAlert> : null}
        </div>
        <button type="submit" className={styles.primary} disabled={form.submitDisabled} aria-busy={form.busy || undefined}>
          {form.busy ? t('form.saving') : form.id === null ? t('form.create') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
