import { AppLink } from '@/components/common/app-link';
import type { CompanyBoothView } from '@/lib/companies/floor-views';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './exhibitor.module.scss';

/** The company's booths at coming shows as the organiser placed them, each with the plan that highlights it. */
export function ShowBooths({ booths }: { booths: CompanyBoothView[] }) {
  const { t } = useTranslation('account');
  if (booths.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subheading}>{t('exhibitor.showBooths')}</h3>
      <ul className={styles.showBooths}>
        {booths.map((booth) => (
          <li key={booth.showId}>
            {t('exhibitor.showBoothValue', { show: booth.showTitle, hall: booth.hallName, number: booth.boothNumber })}{' '}
            <AppLink href={`${withQuery(routes.activityExhibitors, { id: booth.showId, booth: booth.boothNumber })}`}>{t('exhibitor.showBoothPlan')}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
