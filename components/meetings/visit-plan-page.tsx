import { useEffect, useState } from 'react';
import { RoutePage } from '@/components/common/route-page';
import { DownloadLink } from '@/components/common/download-link';
import { FormAlert } from '@/components/forms/form-field';
import { useViewer } from '@/components/providers/viewer-context';
import { loadMeetingClient } from '@/lib/companies/load-meeting-client';
import type { VisitPlanView } from '@/lib/companies/meeting-views';
import { readLocalSaved, SAVED_CHANGED } from '@/lib/companies/saved-store';
import type { Locale } from '@/lib/i18n';
import { withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { accountSaved } from './use-saved-companies';
import styles from './meetings.module.scss';

/**
 * /account/visit-plan?show=: the saved exhibitors with a booth at the show, in hall order then booth number —
 * the account's (after the browser's list is merged in) or, before login, the browser's own. A print button
 * (the page prints without the site's header and footer) and the plan as a CSV file.
 */
export function VisitPlanPage({ showId }: { showId: number | null }) {
  const { t, i18n } = useTranslation('meetings');
  const locale = i18n.language as Locale;
  const { viewer } = useViewer();
  const loggedIn = viewer !== null;
  const [plan, setPlan] = useState<VisitPlanView | null>(null);
  const [localIds, setLocalIds] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        if (loggedIn) await accountSaved(locale);
        const ids = loggedIn ? [] : readLocalSaved();
        const client = await loadMeetingClient();
        const answer = await client.visitPlan(showId, ids, locale);
        if (!live) return;
        setLocalIds(ids);
        setPlan(answer);
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
  }, [loggedIn, locale, showId]);

  const csv = withQuery('/api/visit-plan.csv', { show: plan?.show?.id ?? showId ?? undefined, ids: localIds.join(',') || undefined });
  return (
    <RoutePage routeKey="visitPlan" lead={t('plan.lead')} noindex>
      <div className={styles.plan}>
        {failed && !plan ? <FormAlert>{t('list.failed')}</FormAlert> : null}
        {!plan && !failed ? <p className={styles.hint}>{t('list.loading')}</p> : null}
        {plan ? (
          <>
            {plan.show ? (
              <div className={styles.planHead}>
                <h2>{plan.show.title}</h2>
                <p className={styles.hint}>{t('plan.showLine', { date: plan.show.dateLabel, venue: plan.show.venue })}</p>
              </div>
            ) : (
              <p className={styles.hint}>{t('plan.noShow')}</p>
            )}
            {plan.stops.length > 0 ? (
              <>
                <div className={`${styles.actions} ${styles.noPrint}`}>
                  <button type="button" className={styles.primarySmall} onClick={() => window.print()}>
                    {t('plan.print')}
                  </button>
                  <DownloadLink href={csv} className={styles.secondaryLink}>
                    {t('plan.download')}
                  </DownloadLink>
                </div>
                <ol className={styles.stops}>
                  {plan.stops.map((stop, index) => (
                    <li key={stop.id} className={styles.stop}>
                      <span className={styles.stopNumber} aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className={styles.stopBooth}>{t('booth', { hall: stop.booth.hall, number: stop.booth.number })}</span>
                      <span className={styles.stopName}>{stop.name}</span>
                    </li>
                  ))}
                </ol>
              </>
            ) : plan.show ? (
              <p className={styles.hint}>{t('plan.empty')}</p>
            ) : null}
            {plan.elsewhere > 0 && plan.show ? <p className={styles.hint}>{t('plan.elsewhere', { count: plan.elsewhere })}</p> : null}
            {!loggedIn ? <p className={`${styles.hint} ${styles.noPrint}`}>{t('plan.browserOnly')}</p> : null}
          </>
        ) : null}
      </div>
    </RoutePage>
  );
}
