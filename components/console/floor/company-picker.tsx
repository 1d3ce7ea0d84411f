import { useId, useState } from 'react';
import type { CompanyChoiceView } from '@/lib/companies/floor-views';
import { useTranslation } from '@/lib/use-translation';
import { loadFloorClient } from './load-floor-client';
import styles from './staff-floor.module.scss';

/**
 * The booth's company: the one chosen (or none), a search by name and its results as buttons; a company
 * that already has another booth at this show says which.
 */
export function CompanyPicker({
  showId,
  chosen,
  errors,
  onChoose,
}: {
  showId: number;
  chosen: { id: number; name: string } | null;
  errors?: string[];
  onChoose: (company: { id: number; name: string } | null) => void;
}) {
  const { t, i18n } = useTranslation('admin-show-floor');
  const id = useId();
  const [q, setQ] = useState('');
  const [results, setResults] = useState<CompanyChoiceView[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function search() {
    setBusy(true);
    try {
      setResults(await (await loadFloorClient()).searchCompanies(showId, q.trim(), i18n.language));
    } catch {
      setResults([]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className={styles.picker} aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend>{t('fields.company')}</legend>
      <p className={styles.chosen} data-testid="booth-company">
        {chosen ? chosen.name : t('fields.companyNone')}
        {chosen ? (
          <button type="button" className={styles.link} onClick={() => onChoose(null)}>
            {t('fields.unassign')}
          </button>
        ) : null}
      </p>
      {errors?.length ? (
        <p id={`${id}-error`} className={styles.error}>
          {errors.join(' ')}
        </p>
      ) : null}
      <div className={styles.searchRow}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('fields.companySearch')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          placeholder={t('fields.companySearch')}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className={styles.secondary} onClick={() => void search()} disabled={busy} aria-busy={busy}>
          {busy ? t('actions.searching') : t('actions.search')}
        </button>
      </div>
      {results !== null ? (
        results.length === 0 ? (
          <p role="status">{t('said.noResults', { q })}</p>
        ) : (
          <ul className={styles.results} aria-label={t('fields.company')}>
            {results.map((company) => (
              <li key={company.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose({ id: company.id, name: company.name });
                    setResults(null);
                  }}
                >
                  {company.name}
                  {company.boothNumber ? <span className={styles.muted}>（{t('fields.companyHere', { number: company.boothNumber })}）</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}
