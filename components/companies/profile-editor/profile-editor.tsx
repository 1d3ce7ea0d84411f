import { useId, useState, type FormEvent } from 'react';
import { FormAlert, FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { ImageField } from '@/components/forms/image-field';
import { useHydrated } from '@/lib/use-hydrated';
import { readApiError, type ApiErrorInfo } from '@/lib/api-error';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { COMPANY_SIZE_BANDS, COMPANY_TEXT_MAX, CONTACT_CHANNELS } from '@/lib/companies/rules';
import { COMPANY_CATEGORIES_MAX } from '@/lib/companies/rules';
import type { OwnCompanyView } from '@/lib/companies/profile-views';
import type { FieldErrors } from '@/lib/http/field-errors';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { loadProfileClient } from '../load-profile-client';
import { CategoryPicker } from './category-picker';
import { draftOf, inputOf, type ProfileDraft, type TextField } from './draft';
import { ProductList } from './product-list';
import styles from './profile-editor.module.scss';

/** The list fields' text: every item at its longest, with a separator each. */
const LIST_TEXT_MAX = 8 * 41;

/**
 * The company's public profile as its own account edits it: the fields, the main categories and the
 * products (added, removed, reordered), starting from the pending change, else the last rejected one, else
 * the live profile. Sending checks it with the API's schema first; the API's refusals show by the fields and
 * what was typed stays. A sent change waits for staff as the company's one pending change.
 */
export function ProfileEditor({ company, categories, onProposed }: { company: OwnCompanyView; categories: CategoryGroupView[]; onProposed: (company: OwnCompanyView) => void }) {
  const { t, i18n } = useTranslation(['company-profile', 'common']);
  const id = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(company.pending?.profile ?? company.rejected?.profile ?? company.live));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ApiErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [done, setDone] = useState(false);

  const set = (field: TextField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorsOf = (name: string) => errors[name];
  const showFactory = company.kinds.includes('factory');
  const showProvider = company.kinds.includes('provider');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const client = await loadProfileClient();
      const input = inputOf(draft, company.version);
      const invalid = client.validate(client.schemas.profile, input);
      setErrors(invalid ?? {});
      if (invalid) {
        focusFirstInvalid(form);
        return;
      }
      const next = await client.proposeProfile(input, i18n.language);
      setDone(true);
      onProposed(next);
    } catch (error) {
      const answer = readApiError(error, t('network'));
      setErrors(answer.fields);
      setProblem(answer);
      if (Object.keys(answer.fields).length > 0) focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  const text = (field: TextField, max: number, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField id={`${id}-${field}`} name={field} label={t(`fields.${field}`)} maxLength={max} value={draft[field]} onChange={(event) => set(field, event.currentTarget.value)} errors={errorsOf(field)} {...extra} />
  );
  const area = (field: TextField, max: number, rows: number, hint?: string) => (
    <TextAreaField id={`${id}-${field}`} name={field} label={t(`fields.${field}`)} maxLength={max} rows={rows} hint={hint} value={draft[field]} onChange={(event) => set(field, event.currentTarget.value)} errors={errorsOf(field)} />
  );
  const shownFields = new Set(['nameEn', 'logo', 'summary', 'summaryEn', 'introduction', 'introductionEn', 'province', 'city', 'foundedYear', 'sizeBand', 'website', 'contactChannel', 'contactValue', 'categoryIds', 'capacity', 'processes', 'services']);
  const unshown = problem ? Object.entries(problem.fields).flatMap(([name, messages]) => (shownFields.has(name) || name.startsWith('products.') ? [] : messages)) : [];
  const failure = problem ? (unshown.length > 0 ? unshown.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ') : Object.keys(problem.fields).length === 0 ? problem.message : null) : null;

  return (
    <form className={styles.form} method="post" noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadProfileClient().catch(() => undefined)} aria-labelledby="editor-title">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fieldset className={styles.group}>
        <legend>{t('sections.basics')}</legend>
        <FormField id={`${id}-name`} label={t('fields.name')} value={company.name} readOnly hint={t('fields.nameHint')} />
        {text('nameEn', COMPANY_TEXT_MAX.nameEn, { autoComplete: 'off', lang: 'en' })}
        <ImageField
          id={`${id}-logo`}
          label={t('fields.logo')}
          hint={t('fields.logoHint')}
          image={draft.logo ? { url: draft.logo, width: null, height: null } : null}
          preview={{ width: 96, height: 96 }}
          texts={{ choose: t('image.choose'), change: t('image.change'), remove: t('image.remove'), uploading: t('image.uploading'), alt: t('image.logoAlt'), none: t('image.none') }}
          errors={errorsOf('logo')}
          onChange={(image) => set('logo', image?.url ?? '')}
          onBusy={(value) => setUploading((count) => count + (value ? 1 : -1))}
        />
        {text('summary', COMPANY_TEXT_MAX.summary, { hint: t('fields.summaryHint') })}
        {text('summaryEn', COMPANY_TEXT_MAX.summaryEn, { lang: 'en' })}
        <div className={styles.pair}>
          {text('province', COMPANY_TEXT_MAX.province, { autoComplete: 'address-level1' })}
          {text('city', COMPANY_TEXT_MAX.city, { autoComplete: 'address-level2' })}
        </div>
        <div className={styles.pair}>
          {text('foundedYear', 4, { inputMode: 'numeric', autoComplete: 'off' })}
          <SelectField id={`${id}-sizeBand`} name="sizeBand" label={t('fields.sizeBand')} value={draft.sizeBand} onChange={(event) => set('sizeBand', event.currentTarget.value)} errors={errorsOf('sizeBand')}>
            <option value="">{t('fields.sizeNone')}</option>
            {COMPANY_SIZE_BANDS.map((band) => (
              <option key={band} value={band}>
                {t(`fields.sizeBands.${band}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {text('website', COMPANY_TEXT_MAX.website, { type: 'url', inputMode: 'url', autoComplete: 'url', hint: t('fields.websiteHint') })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('sections.contact')}</legend>
        <p className={styles.note}>{t('fields.contactHint')}</p>
        <div className={styles.pair}>
          <SelectField id={`${id}-contactChannel`} name="contactChannel" label={t('fields.contactChannel')} value={draft.contactChannel} onChange={(event) => set('contactChannel', event.currentTarget.value)} errors={errorsOf('contactChannel')}>
            <option value="">{t('fields.channelNone')}</option>
            {CONTACT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`fields.channels.${channel}`)}
              </option>
            ))}
          </SelectField>
          {text('contactValue', COMPANY_TEXT_MAX.contactValue, {
            type: draft.contactChannel === 'email' ? 'email' : 'tel',
            autoComplete: 'off',
            disabled: draft.contactChannel === '' && draft.contactValue === '',
          })}
        </div>
      </fieldset>

      <CategoryPicker
        id={`${id}-categories`}
        groups={categories}
        chosen={draft.categoryIds}
        max={COMPANY_CATEGORIES_MAX}
        errors={errorsOf('categoryIds')}
        onChange={(categoryIds) => setDraft((current) => ({ ...current, categoryIds }))}
      />

      {showFactory ? (
        <fieldset className={styles.group}>
          <legend>{t('sections.capability')}</legend>
          {text('capacity', COMPANY_TEXT_MAX.capacity, { hint: t('fields.capacityHint') })}
          {area('processes', LIST_TEXT_MAX, 3, t('fields.processesHint'))}
        </fieldset>
      ) : null}
      {showProvider ? (
        <fieldset className={styles.group}>
          <legend>{t('sections.services')}</legend>
          {area('services', LIST_TEXT_MAX, 3, t('fields.servicesHint'))}
        </fieldset>
      ) : null}

      <fieldset className={styles.group}>
        <legend>{t('sections.introduction')}</legend>
        {area('introduction', COMPANY_TEXT_MAX.introduction, 8, t('fields.introductionHint'))}
        {area('introductionEn', COMPANY_TEXT_MAX.introductionEn, 6)}
      </fieldset>

      <ProductList
        id={`${id}-products`}
        products={draft.products}
        categories={categories}
        errors={errors}
        onChange={(products) => setDraft((current) => ({ ...current, products }))}
        onBusy={(value) => setUploading((count) => count + (value ? 1 : -1))}
      />

      <div className={styles.footer}>
        <button type="submit" className={styles.submit} disabled={busy || !hydrated || uploading > 0} aria-busy={busy || undefined}>
          {busy ? t('submitting') : t('submit')}
        </button>
        {done ? (
          <p role="status" className={styles.done}>
            {t('submitted')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Moves the focus to the first field the check marked invalid (after React drew the errors). */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}
