import { AppLink } from '@/components/common/app-link';
import { FactList } from '@/components/common/fact-list';
import { RoutePage } from '@/components/common/route-page';
import { useSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorCentreView } from '@/lib/views/account-views';
import styles from './account.module.scss';

/** /exhibitor: the exhibitor's company, booth and contact as the organiser keeps them. */
export function ExhibitorCentre({ exhibitor }: { exhibitor: ExhibitorCentreView }) {
  const { t } = useTranslation(['account', 'common']);
  const site = useSite();
  const orNotSet = (value: string) => value || t('exhibitor.notSet');
  const booth = exhibitor.boothHall || exhibitor.boothNumber
    ? t('exhibitor.boothValue', { hall: exhibitor.boothHall, number: exhibitor.boothNumber }).trim()
    : t('exhibitor.boothUnset');
  return (
    <RoutePage routeKey="exhibitor" lead={t('exhibitor.lead')} noindex>
      <div className={styles.grid}>
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
          <p className={styles.note}>{t('exhibitor.organiser', { phone: site.phone })}</p>
        </section>
        <section className={styles.card} aria-labelledby="security-title">
          <h2 id="security-title">{t('exhibitor.account')}</h2>
          <AppLink href={routes.account}>{t('exhibitor.accountLink')}</AppLink>
        </section>
      </div>
    </RoutePage>
  );
}
