import { useId, useRef, useState } from 'react';
import { FieldErrors, FormAlert, FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import { checked, field, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { addChinaDays } from '@/lib/china-datetime';
import { BUDGET_BASES, OPEN_DAYS_DEFAULT, OPEN_DAYS_MAX, OPEN_DAYS_MIN, SOURCING_TEXT_MAX, SOURCING_TITLE_MIN, SOURCING_UNITS } from '@/lib/sourcing/rules';
import type { SourcingRequestInput } from '@/lib/sourcing/schema';
import type { SourcingCreatedAnswer, SourcingDraftView, SourcingFileView } from '@/lib/sourcing/views';
import { chinaDateTimeOf } from '@/lib/china-datetime';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';
import { DraftStatus } from './sourcing-draft-status';
import { SourcingFilesField } from './sourcing-files-field';
import { useSourcingDraft } from './use-sourcing-draft';
import styles from './sourcing.module.scss';

const SHOWN = new Set(['title', 'categoryId', 'description', 'quantity', 'unit', 'budgetBasis', 'budgetMin', 'budgetMax', 'region', 'neededBy', 'kindsWanted', 'requirements', 'openDays', 'showCompany', 'attachments']);

/** The form's fields as the API takes them (the description and the files are kept outside the form's inputs). */
function readFields(data: FormData, description: string, files: readonly SourcingFileView[]): SourcingRequestInput {
  return {
    title: field(data, 'title'),
    categoryId: field(data, 'categoryId'),
    description,
    quantity: field(data, 'quantity'),
    unit: field(data, 'unit') as SourcingRequestInput['unit'],
    budgetBasis: field(data, 'budgetBasis') as SourcingRequestInput['budgetBasis'],
    budgetMin: field(data, 'budgetMin'),
    budgetMax: field(data, 'budgetMax'),
    region: field(data, 'region'),
    neededBy: field(data, 'neededBy'),
    kindsWanted: data.getAll('kindsWanted').map(String) as SourcingRequestInput['kindsWanted'],
    requirements: field(data, 'requirements'),
    openDays: field(data, 'openDays'),
    showCompany: checked(data, 'showCompany'),
    attachments: files.map((file) => ({ uploadId: file.id, name: file.name })),
  };
}

/**
 * The form of /sourcing/new: what is needed (title, category, the description in the rich-text editor), how many,
 * the budget (optional), delivery, the kinds of company wanted, requirements, up to 5 attachments, how long it
 * stays open and whether the company is named. Checked with the API's own schema before it is sent (no contact
 * details in the text). Saved as a draft as the member types (use-sourcing-draft.ts), and started from the
 * member's draft when there is one; submitting makes the request of the draft.
 */
export function SourcingForm({
  categories,
  today,
  trusted,
  draft,
  onPosted,
  onDiscarded,
}: {
  categories: CategoryGroupView[];
  today: string;
  trusted: boolean;
  /** The member's draft to go on with, or null for an empty form. */
  draft: SourcingDraftView | null;
  onPosted: (request: SourcingCreatedAnswer['request']) => void;
  /** The draft was deleted: the page starts an empty form. */
  onDiscarded: () => void;
}) {
  const { t } = useTranslation(['sourcing', 'common']);
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const [description, setDescription] = useState(draft?.description ?? '');
  const [files, setFiles] = useState<SourcingFileView[]>(draft?.attachments ?? []);
  const [uploading, setUploading] = useState(0);
  const [sendingFiles, setSendingFiles] = useState(0);
  const autosave = useSourcingDraft(draft, () => (formElement.current ? readFields(new FormData(formElement.current), description, files) : null));
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadSourcingClient,
    check: (client, input: SourcingRequestInput) => client.validate(client.schemas.request, input),
    read: (data): SourcingRequestInput => readFields(data, description, files),
    send: async (client, input, { locale }) => {
      if (uploading > 0 || sendingFiles > 0) return;
      const draftRef = await autosave.settle();
      let made;
      try {
        made = await client.postRequest({ ...input, draft: draftRef }, locale);
      } catch (error) {
        autosave.reopen();
        throw error;
      }
      autosave.close();
      onPosted(made);
    },
  });
  const waiting = uploading > 0 || sendingFiles > 0;
  const failure = formFailure(problem, SHOWN, (key) => t(key));
  const fieldId = (name: string) => `${id}-${name}`;
  const required = t('form.required');

  return (
    <form
      {...formProps}
      ref={formElement}
      onChange={(event) => {
        formProps.onChange(event);
        autosave.changed();
      }}
      className={styles.form}
      aria-label={t('form.title')}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {draft ? (
        <p className={styles.restored} role="status">
          {t('draft.restored', { time: chinaDateTimeOf(new Date(draft.savedAt)) })}
        </p>
      ) : null}
      <p className={styles.hint}>{t('form.contactNote')}</p>
      <p className={styles.hint}>{t('draft.note')}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.what')}</legend>
        <FormField
          id={fieldId('title')}
          name="title"
          label={t('form.needTitle') + required}
          hint={t('form.needTitleHint', { min: SOURCING_TITLE_MIN, max: SOURCING_TEXT_MAX.title })}
          maxLength={SOURCING_TEXT_MAX.title * 2}
          defaultValue={draft?.title}
          errors={errors.title}
        />
        <SelectField id={fieldId('categoryId')} name="categoryId" label={t('form.category') + required} defaultValue={draft?.categoryId ?? ''} errors={errors.categoryId}>
          <option value="">{t('form.categoryChoose')}</option>
          {categories.map((group) =>
            group.children.length > 0 ? (
              <optgroup key={group.id} label={group.name}>
                {group.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ),
          )}
        </SelectField>
        <RichTextField
          id={fieldId('description')}
          label={t('form.description') + required}
          hint={t('form.descriptionHint')}
          countText={(count) => t('form.descriptionCount', { count, max: SOURCING_TEXT_MAX.description })}
          initialHtml={draft?.description ?? ''}
          html={description}
          errors={errors.description}
          onChange={(html) => {
            if (html === description) return;
            setDescription(html);
            autosave.changed();
          }}
          onUploading={setUploading}
        />
        <div className={styles.pair}>
          <FormField
            id={fieldId('quantity')}
            name="quantity"
            type="text"
            inputMode="numeric"
            label={t('form.quantity') + required}
            defaultValue={draft?.quantity}
            errors={errors.quantity}
          />
          <SelectField id={fieldId('unit')} name="unit" label={t('form.unit') + required} defaultValue={draft?.unit ?? 'piece'} errors={errors.unit}>
            {SOURCING_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.budgetTitle')}</legend>
        <SelectField id={fieldId('budgetBasis')} name="budgetBasis" label={t('form.budgetBasis')} defaultValue={draft?.budgetBasis ?? 'unit'} errors={errors.budgetBasis}>
          {BUDGET_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`budget.${basis}`)}
            </option>
          ))}
        </SelectField>
        <div className={styles.pair}>
          <FormField id={fieldId('budgetMin')} name="budgetMin" type="text" inputMode="decimal" label={t('form.budgetMin')} defaultValue={draft?.budgetMin} errors={errors.budgetMin} />
          <FormField id={fieldId('budgetMax')} name="budgetMax" type="text" inputMode="decimal" label={t('form.budgetMax')} defaultValue={draft?.budgetMax} errors={errors.budgetMax} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('form.delivery')}</legend>
        <div className={styles.pair}>
          <FormField id={fieldId('region')} name="region" label={t('form.region') + required} hint={t('form.regionHint')} maxLength={SOURCING_TEXT_MAX.region * 2} defaultValue={draft?.region} errors={errors.region} />
          <FormField id={fieldId('neededBy')} name="neededBy" type="date" min={addChinaDays(today, 1)} label={t('form.neededBy') + required} defaultValue={draft?.neededBy} errors={errors.neededBy} />
        </div>
        <fieldset className={styles.group} aria-describedby={errors.kindsWanted ? `${fieldId('kinds')}-error` : undefined}>
          <legend className={styles.legend}>{t('form.kinds') + required}</legend>
          {COMPANY_KINDS.map((kind) => (
            <label key={kind} className={styles.check}>
              <input type="checkbox" name="kindsWanted" value={kind} defaultChecked={draft ? draft.kindsWanted.includes(kind) : kind === 'factory'} aria-invalid={errors.kindsWanted ? true : undefined} />
              {t(`kinds.${kind}`)}
            </label>
          ))}
          <FieldErrors id={errors.kindsWanted ? `${fieldId('kinds')}-error` : undefined} errors={errors.kindsWanted ?? []} />
        </fieldset>
        <TextAreaField
          id={fieldId('requirements')}
          name="requirements"
          label={t('form.requirements')}
          hint={t('form.requirementsHint')}
          rows={3}
          maxLength={SOURCING_TEXT_MAX.requirements * 2}
          defaultValue={draft?.requirements}
          errors={errors.requirements}
        />
        <FormField
          id={fieldId('openDays')}
          name="openDays"
          type="number"
          min={OPEN_DAYS_MIN}
          max={OPEN_DAYS_MAX}
          defaultValue={draft?.openDays ?? OPEN_DAYS_DEFAULT}
          label={t('form.openDays') + required}
          hint={t('form.openDaysHint', { min: OPEN_DAYS_MIN, max: OPEN_DAYS_MAX })}
          errors={errors.openDays}
        />
        <div>
          <label className={styles.check}>
            <input type="checkbox" name="showCompany" defaultChecked={draft?.showCompany ?? false} aria-describedby={fieldId('showCompany-hint')} />
            {t('form.showCompany')}
          </label>
          <p id={fieldId('showCompany-hint')} className={styles.hint}>
            {t('form.showCompanyHint')}
          </p>
        </div>
      </fieldset>
      <SourcingFilesField
        files={files}
        onChange={(update) => {
          setFiles(update);
          autosave.changed();
        }}
        onSending={setSendingFiles}
        errors={errors.attachments}
      />
      <div className={styles.footer}>
        <div className={styles.draftBar}>
          <DraftStatus state={autosave.state} />
          {autosave.draftId !== null ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                if (!window.confirm(t('draft.discardConfirm'))) return;
                void autosave.discard().then(onDiscarded, onDiscarded);
              }}
            >
              {t('draft.discard')}
            </button>
          ) : null}
        </div>
        <button type="submit" className={styles.submit} disabled={submitDisabled || waiting} aria-busy={busy || undefined}>
          {busy ? t('form.sending') : trusted ? t('form.submitTrusted') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
