import type { CompanyBoothView } from '@/lib/companies/floor-views';
import { ShowBooths } from './show-booths';
import { AppLink } from '@/components/common/app-link';
import { FactList } from '@/components/common/fact-list';
import { RoutePage } from '@/components/common/route-page';
import { ExhibitorMeetingsSection } from '@/components/meetings/exhibitor-section';
import { useSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { CheckInForm } from './check-in-form';
import { ExhibitorActivities } from './exhibitor-activities';
import { LeadsTable } from './leads-table';
import type { ExhibitorActivityView, ExhibitorCentreView } from '@/lib/accounts/views';
import type { LeadView } from '@/lib/registrations/views';
import styles from '@/components/common/card-grid.module.scss';

/**
 * /exhibitor: check-in at the booth, the activities it may check visitors in
 * at (and from when), the leads it made, and the company, booth and contact
 * as the organiser keeps them.
 */
export function ExhibitorCentre({
  exhibitor,
  activities,
  checkInCode,
  leads,
  leadTotal,
  showBooths = [],
}: {
  exhibitor: ExhibitorCentreView;
  activities: ExhibitorActivityView[];
  checkInCode: string;
  leads: LeadView[];
  leadTotal: number;
  showBooths?: CompanyBoothView[];
}) {
  const { t } = useTranslation(['account', 'activity', 'common']);
  const site = useSite();
  const orNotSet = (value: string) => value || t('exhibitor.notSet');
  const booth = exhibitor.boothHall || exhibitor.boothNumber
    ? t('exhibitor.boothValue', { hall: exhibitor.boothHall, number: exhibitor.boothNumber }).trim()
    : t('exhibitor.boothUnset');
  return (
    <RoutePage routeKey="exhibitor" lead={t('exhibitor.lead')} noindex>
      <div className={styles.grid}>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="check-in-title">
          <h2 id="check-in-title">{t('activity:checkIn.title')}</h2>
          <p className={styles.note}>{t('activity:checkIn.lead')}</p>
          <CheckInForm initialCode={checkInCode} />
        </section>
        <ExhibitorMeetingsSection />
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="my-activities-title">
          <h2 id="my-activities-title">{t('activity:myActivities.title')}</h2>
          <p className={styles.note}>{t('activity:myActivities.lead')}</p>
          <ExhibitorActivities activities={activities} />
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="leads-title">
          <h2 id="leads-title">{t('activity:leads.title')}</h2>
          <LeadsTable leads={leads} total={leadTotal} />
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="booth-title">
          <h2 id="booth-title">{exhibitor.company}</h2>
          <FactList
            wide
            facts={[
              { label: t('exhibitor.company'), value: exhibitor.company },
              { label: t('exhibitor.booth'), value: booth },
              { label: t('exhibitor.contact'), value: orNotSet(exhibitor.contactName) },
              { label: t('exhibitor.contactPhone'), value: orNotSet(exhibitor.contactPhone) },
              { label: t('exhibitor.contactEmail'), value: orNotSet(exhibitor.contactEmail) },
            ]}
          />
          <ShowBooths booths={showBooths} />
          <p className={styles.note}>{t('exhibitor.organiser', { phone: site.phone })}</p>
          <AppLink href={routes.exhibitorCompany}>{t('exhibitor.profileLink')}</AppLink>
        </section>
        <section className={styles.card} aria-labelledby="security-title">
          <h2 id="security-title">{t('exhibitor.account')}</h2>
          <AppLink href={routes.account}>{t('exhibitor.accountLink')}</AppLink>
        </section>
      </div>
    </RoutePage>
  );
}
