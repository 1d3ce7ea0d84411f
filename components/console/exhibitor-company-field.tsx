import { useEffect, useRef, useState } from 'react';
import { FormField, SelectField } from '@/components/forms/form-field';
import { useTranslation } from '@/lib/use-translation';
import { loadAdminAccountsClient } from './load-admin-accounts-client';
import styles from './admin-accounts.module.scss';

interface Choice {
  id: number;
  name: string;
  certified: boolean;
}

/**
 * The company an exhibitor account belongs to: staff search the companies by name and choose one. For a new
 * account the first choice is "a new company" (made with the typed company name); for an account being edited it
 * is the company it keeps now (`current`). The choice is the form's `companyId` field.
 */
export function ExhibitorCompanyField({ id, errors, current }: { id: string; errors?: string[]; current?: { id: number; name: string } | null }) {
  const editing = current !== undefined;
  const { t, i18n } = useTranslation('admin-accounts');
  const [q, setQ] = useState('');
  const [choices, setChoices] = useState<Choice[]>([]);
  const [searching, setSearching] = useState(false);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const asked = useRef('');
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Searches a quarter second after typing stops; only the latest search's answer is kept. */
  function search(value: string) {
    setQ(value);
    const words = value.trim();
    asked.current = words;
    if (timer.current) clearTimeout(timer.current);
    if (!words) {
      setChoices([]);
      setSearching(false);
      return;
    }
    timer.current = setTimeout(() => {
      setSearching(true);
      void loadAdminAccountsClient()
        .then((client) => client.searchCompanies(words, i18n.language))
        .then((found) => {
          if (asked.current === words) setChoices(found);
        })
        .catch(() => undefined)
        .finally(() => {
          if (asked.current === words) setSearching(false);
        });
    }, 250);
  }

  return (
    <div className={styles.pair}>
      <FormField
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        maxLength={100}
        label={t('form.companySearch')}
        hint={
          searching ? t('form.companySearching') : q.trim() && choices.length === 0 ? t('form.companyNone') : t(editing ? 'form.companySearchHintEdit' : 'form.companySearchHint')
        }
        value={q}
        onChange={(event) => search(event.currentTarget.value)}
      />
      <SelectField id={`${id}-choice`} name="companyId" label={t('form.companyChoice')} errors={errors}>
        {editing ? (
          <option value={current ? String(current.id) : ''}>{current ? t('form.companyKeep', { name: current.name }) : '—'}</option>
        ) : (
          <option value="">{t('form.companyNew')}</option>
        )}
        {choices
          .filter((choice) => choice.id !== current?.id)
          .map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.certified ? `${choice.name}（${t('form.companyCertified')}）` : choice.name}
            </option>
          ))}
      </SelectField>
    </div>
  );
}
