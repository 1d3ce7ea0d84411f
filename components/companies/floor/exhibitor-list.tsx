import { AppLink } from '@/components/common/app-link';
import { MeetLink } from '@/components/meetings/meet-link';
import { SaveExhibitorButton } from '@/components/meetings/save-exhibitor-button';
import type { ExhibitorRowView } from '@/lib/companies/floor-views';
import { companyPath } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './show-exhibitors.module.scss';

/**
 * The exhibitors in booth order: the accessible form of the floor plans. Each row names the company, its
 * hall and booth and its categories, links its profile, and "show on the plan" highlights its booth; while the
 * show is to come, each row also saves the company to 我的展商 and books a meeting at this show (`meetAt`).
 */
export function ExhibitorList({
  exhibitors,
  highlight,
  locateHref,
  meetAt,
}: {
  exhibitors: ExhibitorRowView[];
  highlight: number | null;
  locateHref: (row: ExhibitorRowView) => string;
  /** The show's id while it is still to come (meetings and saving offered); null after it. */
  meetAt: number | null;
}) {
  const { t } = useTranslation('show-floor');
  if (exhibitors.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ol className={styles.list}>
      {exhibitors.map((row) => {
        const chosen = row.boothId === highlight;
        return (
          <li key={row.boothId} id={`exhibitor-${row.companyId}`} className={chosen ? styles.chosenRow : undefined} aria-current={chosen ? 'true' : undefined}>
            {row.logo ? (
              <img src={row.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />
            ) : (
              <span className={styles.logo} aria-hidden="true">
                {Array.from(row.name)[0]}
              </span>
            )}
            <div className={styles.rowText}>
              <h3 className={styles.rowName}>
                <AppLink href={companyPath(row.companyId)}>{row.name}</AppLink>
              </h3>
              <p className={styles.rowBooth}>{t('list.booth', { hall: row.hallName, number: row.boothNumber })}</p>
              {row.categories.length > 0 ? (
                <ul className={styles.tags}>
                  {row.categories.map((category) => (
                    <li key={category.id}>{category.name}</li>
                  ))}
                </ul>
              ) : null}
              {meetAt !== null ? (
                <div className={styles.rowActions}>
                  <SaveExhibitorButton companyId={row.companyId} companyName={row.name} />
                  <MeetLink companyId={row.companyId} showId={meetAt} companyName={row.name} />
                </div>
              ) : null}
            </div>
            {chosen ? (
              <span className={styles.located}>{t('list.located')}</span>
            ) : (
              <AppLink href={locateHref(row)} className={styles.locate}>
                {t('list.locate')}
                <span className="visually-hidden">：{row.name}</span>
              </AppLink>
            )}
          </li>
        );
      })}
    </ol>
  );
}
