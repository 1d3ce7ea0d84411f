import { useEffect, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import { loadMeetingClient } from '@/lib/companies/load-meeting-client';
import type { SavedCompanyView } from '@/lib/companies/meeting-views';
import { SAVED_CHANGED } from '@/lib/companies/saved-store';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { accountSaved } from './use-saved-companies';
import { MeetLink } from './meet-link';
import { SaveExhibitorButton } from './save-exhibitor-button';
import styles from './meetings.module.scss';

/**
 * 我的展商 on /account: the saved exhibitors (the browser's list kept before login merged in first), each with
 * its booth at the next show, a way to book a meeting and to drop it; and the way to the visit plan.
 */
export function SavedExhibitors() {
  const { t, i18n } = useTranslation('meetings');
  const locale = i18n.language as Locale;
  const [companies, setCompanies] = useState<SavedCompanyView[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        await accountSaved(locale);
        const client = await loadMeetingClient();
        const answer = await client.savedCompanies(locale);
        if (live) setCompanies(answer.companies);
      } catch {
        if (live) setFailed(true);
      }
    };
    void read();
    window.addEventListener(SAVED_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(SAVED_CHANGED, read);
    };
  }, [locale]);

  if (failed && !companies) return <FormAlert>{t('list.failed')}</FormAlert>;
  if (!companies) return <p className={styles.hint}>{t('list.loading')}</p>;
  return (
    <div className={styles.list}>
      {companies.length === 0 ? <p className={styles.hint}>{t('saved.empty')}</p> : null}
      <ul className={styles.saved}>
        {companies.map((company) => (
          <li key={company.id} className={styles.savedItem}>
            <div>
              <p className={styles.savedName}>{company.name}</p>
              <p className={styles.hint}>{company.booth ? t('booth', { hall: company.booth.hall, number: company.booth.number }) : t('saved.noBooth')}</p>
            </div>
            <div className={styles.actions}>
              {company.booth ? <MeetLink companyId={company.id} showId={company.showId ?? undefined} companyName={company.name} /> : null}
              <SaveExhibitorButton companyId={company.id} companyName={company.name} />
            </div>
          </li>
        ))}
      </ul>
      {companies.length > 0 ? (
        <p>
          <AppLink href={routes.visitPlan} className={styles.textLink}>
            {t('saved.toPlan')}
          </AppLink>
        </p>
      ) : null}
    </div>
  );
}
