import { DownloadLink } from '@/components/common/download-link';
import { useTranslation } from '@/lib/use-translation';
import type { LeadView } from '@/lib/views/registration-views';
import styles from './exhibitor.module.scss';

/** The latest leads of the exhibitor, with the CSV of all of them. */
export function LeadsTable({ leads, total }: { leads: LeadView[]; total: number }) {
  const { t } = useTranslation('activity');
  const column = (key: string) => t(`leads.columns.${key}`);
  return (
    <>
      <div className={styles.leadsHead}>
        <p className={styles.meta}>{t('leads.count', { count: total })}</p>
        {total > 0 ? (
          <DownloadLink className={styles.secondary} href="/api/exhibitor/leads.csv">
            {t('leads.export')}
          </DownloadLink>
        ) : null}
      </div>
      {leads.length === 0 ? (
        <p className={styles.empty}>{t('leads.empty')}</p>
      ) : (
        <div className={styles.tableBox} tabIndex={0} role="region" aria-label={t('leads.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                {['scannedAt', 'name', 'company', 'position', 'mobile', 'email', 'audience', 'quantity', 'activity'].map((key) => (
                  <th key={key} scope="col">
                    {column(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.code}>
                  <td className={styles.nowrap}>{lead.scannedLabel}</td>
                  <td>{lead.name}</td>
                  <td>{lead.company}</td>
                  <td>{lead.position}</td>
                  <td className={styles.nowrap}>{lead.mobile}</td>
                  <td>{lead.email}</td>
                  <td>{t(`audienceType.${lead.audience}`)}</td>
                  <td>{lead.quantity}</td>
                  <td>{lead.activityTitle}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > leads.length && leads.length > 0 ? <p className={styles.meta}>{t('leads.showing', { count: leads.length })}</p> : null}
    </>
  );
}
