import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './meetings.module.scss';

/**
 * 预约洽谈: the way to the meeting request page of an exhibiting company (at `showId`, else its next show).
 * A visitor is taken to login first and brought back. Place it beside the save button on the company's profile
 * and on the show's exhibitor cards.
 */
export function MeetLink({ companyId, showId, companyName }: { companyId: number; showId?: number; companyName: string }) {
  const { t } = useTranslation('meetings');
  return (
    <AppLink className={styles.meetLink} href={withQuery(routes.companyMeet, { id: companyId, show: showId })} aria-label={t('link.label', { name: companyName })}>
      {t('link.text')}
    </AppLink>
  );
}
