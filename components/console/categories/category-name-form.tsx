import { useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { StaleSaveAlert } from '@/components/forms/stale-save-alert';
import { CATEGORY_NAME_EN_MAX, CATEGORY_NAME_MAX } from '@/lib/companies/category-admin';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { loadCategoryClient } from './load-category-client';
import type { FormOutcome } from './use-category-list';
import styles from './categories.module.scss';

export interface CategoryNames {
  name: string;
  nameEn: string;
}

interface CategoryNameFormProps {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  heading: string;
  /** The heading's level where the form sits (h2 on the page, h3 under a top category, h4 under a sub-category). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  submitLabel: string;
  workingLabel: string;
  initial?: CategoryNames;
  busy: boolean;
  /** Another request is on its way: the form waits. */
  disabled: boolean;
  onSubmit: (names: CategoryNames) => Promise<FormOutcome>;
  /** After a stale save: loads the names saved since (the form then starts from them). */
  onReload?: () => Promise<void>;
  onCancel?: () => void;
  /** A new category's form empties itself after it went through; a rename's closes. */
  onDone?: () => void;
}

/**
 * A category's two names (the Chinese one required), checked with the API's schema before sending; field errors
 * (the schema's or the API's, such as a name its level already has) under their fields, what was typed kept.
 * A rename refused because someone saved first says so, with a way to load the names saved since.
 */
export function CategoryNameForm({ idPrefix, heading, headingLevel: Heading = 'h3', submitLabel, workingLabel, initial, busy, disabled, onSubmit, onReload, onCancel, onDone }: CategoryNameFormProps) {
  const { t } = useTranslation('admin-categories');
  const hydrated = useHydrated();
  const [values, setValues] = useState<CategoryNames>(initial ?? { name: '', nameEn: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const headingId = `${idPrefix}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || disabled) return;
    const client = await loadCategoryClient();
    const invalid = client.validate(client.categoryNamesSchema, values);
    if (invalid) {
      setErrors(invalid);
      document.getElementById(`${idPrefix}-${invalid.name ? 'name' : 'nameEn'}`)?.focus();
      return;
    }
    setErrors({});
    setStale(null);
    const outcome = await onSubmit({ name: values.name.trim(), nameEn: values.nameEn.trim() });
    if (outcome === null) {
      if (!initial) setValues({ name: '', nameEn: '' });
      onDone?.();
    } else if ('stale' in outcome) {
      setStale(outcome.stale);
    } else {
      setErrors(outcome.fields);
      document.getElementById(`${idPrefix}-${outcome.fields.nameEn && !outcome.fields.name ? 'nameEn' : 'name'}`)?.focus();
    }
  }

  async function reload() {
    await onReload?.();
    setStale(null);
  }

  const other = Object.entries(errors).filter(([field]) => field !== 'name' && field !== 'nameEn');
  return (
    <form className={styles.nameForm} aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <Heading id={headingId} className={styles.formHeading}>
        {heading}
      </Heading>
      {stale ? (
        <StaleSaveAlert
          message={stale}
          texts={{ advice: t('rename.staleAdvice'), reload: t('rename.reload'), reloading: t('actions.working'), reloadFailed: t('network') }}
          onReload={reload}
        />
      ) : null}
      {other.length > 0 ? <FormAlert>{other.flatMap(([, messages]) => messages).join(' ')}</FormAlert> : null}
      <div className={styles.fields}>
        <FormField
          id={`${idPrefix}-name`}
          label={t('form.name')}
          hint={t('form.nameHint', { max: CATEGORY_NAME_MAX })}
          errors={errors.name}
          value={values.name}
          maxLength={CATEGORY_NAME_MAX * 2}
          autoComplete="off"
          required
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <FormField
          id={`${idPrefix}-nameEn`}
          label={t('form.nameEn')}
          hint={t('form.nameEnHint')}
          errors={errors.nameEn}
          value={values.nameEn}
          maxLength={CATEGORY_NAME_EN_MAX * 2}
          autoComplete="off"
          lang="en"
          onChange={(event) => setValues({ ...values, nameEn: event.target.value })}
        />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} disabled={!hydrated || disabled} aria-busy={busy || undefined}>
          {busy ? workingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
