import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { SaveExhibitorButton } from '@/components/meetings/save-exhibitor-button';
import type { CompanyShowView } from '@/lib/companies/views';
import { routes, showExhibitorPath, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './profile.module.scss';

/**
 * The shows a company exhibits at: the show (its page), its days, hall and booth (the exhibitor list opened at
 * this company) and, while one is still to come, "预约洽谈" at the soonest one (the meeting request, /companies/meet?id=&show=)
 * and 收藏展商 (我的展商, the visit plan).
 */
export function CompanyShows({ companyId, companyName, shows }: { companyId: number; companyName: string; shows: CompanyShowView[] }) {
  const { t } = useTranslation('companies');
  if (shows.length === 0) return null;
  // The soonest show still to come (the list is in show order): the meeting is booked there.
  const upcoming = shows.find((show) => show.upcoming);
  return (
    <section aria-labelledby="company-shows" className={styles.box}>
      <h2 id="company-shows">{t('profile.shows')}</h2>
      <ul className={styles.shows}>
        {shows.map((show) => (
          <li key={show.showId} data-upcoming={show.upcoming || undefined}>
            <h3>
              <AppLink href={withQuery(routes.activity, { id: show.showId })}>{show.title}</AppLink>
            </h3>
            <p className={styles.note}>
              <time dateTime={show.startsAt}>{show.startDate}</time> – <time dateTime={show.endsAt}>{show.endDate}</time>
              {show.upcoming ? null : ` · ${t('profile.past')}`}
            </p>
            <p className={styles.booth}>{t('profile.boothValue', { hall: show.hall, booth: show.booth })}</p>
            <AppLink href={showExhibitorPath(show.showId, companyId)}>{t('profile.exhibitorPage')}</AppLink>
          </li>
        ))}
      </ul>
      {upcoming ? (
        // The meeting request (issue 35 point 5) is its own page; it asks a visitor to log in.
        <div className={styles.meet}>
          <p className={styles.note}>{t('profile.meetHint')}</p>
          <div className={styles.meetActions}>
            <ButtonLink href={withQuery(routes.companyMeet, { id: companyId, show: upcoming.showId })}>{t('profile.meet')}</ButtonLink>
            <SaveExhibitorButton companyId={companyId} companyName={companyName} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
