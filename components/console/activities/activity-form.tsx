import { useId, type ReactNode } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { ConsoleStaleAlert } from '@/components/console/console-stale-alert';
import { CoverField } from '@/components/forms/cover-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import { ACTIVITY_CAPACITY_MAX, ACTIVITY_TEXT_MAX, defaultDoorsOpenLabel } from '@/lib/activities/rules';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorChoiceView, ShowChoiceView } from '@/lib/activities/staff-views';
import { AgendaEditor } from './agenda-editor';
import { bindFields } from './bind-fields';
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
  const { text, dateTime } = bindFields({ id, values, errors, onChange: change });

  return (
    <form className={styles.form} aria-label={form.id === null ? t('form.newTitle') : t('form.editTitle')} {...form.formProps}>
      <Section id={`${id}-basics`} title={t('form.sections.basics')}>
        <div className={styles.grid}>
          {text('title', { label: t('form.title') + required, maxLength: ACTIVITY_TEXT_MAX.title })}
          {text('titleEn', { label: t('form.titleEn'), hint: t('form.titleEnHint'), maxLength: ACTIVITY_TEXT_MAX.titleEn, lang: 'en' })}
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
          <RichTextField
            key={`en-${form.generation}`}
            id={`${id}-descriptionEn`}
            label={t('form.descriptionEn')}
            hint={t('form.descriptionEnHint')}
            countText={(count, max) => t('form.descriptionCount', { count, max })}
            className={styles.wide}
            initialHtml={form.initialDescriptionEn}
            html={values.descriptionEn}
            errors={errors.descriptionEn}
            onChange={(descriptionEn, byUser) => change({ descriptionEn }, byUser)}
            onUploading={(count) => form.setUploading(count, 'descriptionEn')}
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
          {dateTime('startsAt', { label: t('form.startsAt') + required })}
          {dateTime('endsAt', { label: t('form.endsAt') + required })}
          {text('capacity', {
            label: t('form.capacity') + required,
            hint: facts ? t('form.capacityHint', { taken: facts.seatsTaken }) : t('form.capacityHintNew'),
            inputMode: 'numeric',
            maxLength: String(ACTIVITY_CAPACITY_MAX).length,
          })}
          {text('perRegistrationLimit', { label: t('form.perRegistrationLimit') + required, hint: t('form.perRegistrationLimitHint'), inputMode: 'numeric', maxLength: 2 })}
          {dateTime('registrationOpensAt', { label: t('form.registrationOpensAt') + required })}
          {dateTime('registrationClosesAt', { label: t('form.registrationClosesAt') + required, hint: t('form.registrationHint') })}
          {dateTime('doorsOpenAt', {
            label: t('form.doorsOpenAt'),
            hint: defaultDoors ? t('form.doorsOpenHint', { time: defaultDoors }) : t('form.doorsOpenHintNoStart'),
          })}
          {text('reminderHoursBefore', { label: t('form.reminderHoursBefore'), hint: t('form.reminderHoursBeforeHint'), inputMode: 'numeric', maxLength: 3 })}
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
