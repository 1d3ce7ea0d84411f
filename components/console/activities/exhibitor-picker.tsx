import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorChoiceView } from '@/lib/activities/staff-views';
import styles from './activity-form.module.scss';

const booth = (exhibitor: ExhibitorChoiceView) => `${exhibitor.boothHall} ${exhibitor.boothNumber}`.trim();

/**
 * The exhibitor accounts taking part in an activity: a checkbox for each
 * account (company and booth), a search that narrows the list without
 * unticking anything, and how many are ticked.
 */
export function ExhibitorPicker({
  id,
  exhibitors,
  selected,
  errors = [],
  onChange,
}: {
  id: string;
  exhibitors: ExhibitorChoiceView[];
  selected: number[];
  errors?: string[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const [query, setQuery] = useState('');
  const chosen = new Set(selected);
  const words = query.trim().toLowerCase();
  const shown = words === '' ? exhibitors : exhibitors.filter((exhibitor) => `${exhibitor.company} ${booth(exhibitor)}`.toLowerCase().includes(words));
  const errorId = errors.length > 0 ? `${id}-error` : undefined;

  function toggle(exhibitorId: number, on: boolean) {
    onChange(on ? [...selected.filter((other) => other !== exhibitorId), exhibitorId] : selected.filter((other) => other !== exhibitorId));
  }

  return (
    <fieldset className={styles.exhibitors} aria-describedby={[`${id}-lead`, errorId].filter(Boolean).join(' ')}>
      <legend>{t('form.exhibitorsLegend')}</legend>
      <p id={`${id}-lead`} className={styles.hint}>
        {t('form.exhibitorsLead')}
      </p>
      {exhibitors.length === 0 ? (
        <p className={styles.muted}>
          {t('form.exhibitorsNone')} <AppLink href={routes.adminExhibitors}>{t('form.exhibitorsOpenAccount')}</AppLink>
        </p>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-search`}>{t('form.exhibitorsSearch')}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              autoComplete="off"
              aria-describedby={`${id}-search-hint`}
              onChange={(event) => setQuery(event.currentTarget.value)}
              // Enter narrows the list; it does not save the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
            <p id={`${id}-search-hint`} className={styles.hint}>
              {t('form.exhibitorsSearchHint')}
            </p>
          </div>
          <p className={styles.muted} aria-live="polite">
            {t('form.exhibitorsSelected', { count: chosen.size })}
          </p>
          {shown.length === 0 ? (
            <p className={styles.muted}>{t('form.exhibitorsNoMatch')}</p>
          ) : (
            <ul className={styles.exhibitorList}>
              {shown.map((exhibitor) => (
                <li key={exhibitor.id} className={styles.check}>
                  <input
                    id={`${id}-${exhibitor.id}`}
                    type="checkbox"
                    checked={chosen.has(exhibitor.id)}
                    onChange={(event) => toggle(exhibitor.id, event.currentTarget.checked)}
                  />
                  <label htmlFor={`${id}-${exhibitor.id}`}>
                    {exhibitor.company}
                    {booth(exhibitor) ? <span className={styles.booth}> · {booth(exhibitor)}</span> : null}
                    {exhibitor.disabled ? <span className={styles.booth}>{t('form.exhibitorDisabled')}</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
