import { DateTimeLabel } from '@/components/common/date-time-label';
import { DownloadLink } from '@/components/common/download-link';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { useTranslation } from '@/lib/use-translation';
import type { LeadView } from '@/lib/registrations/views';
import tableStyles from '@/components/common/table.module.scss';
import styles from './exhibitor.module.scss';

/** The columns, the visitor's name first: it heads each row and stays in view while the rest scrolls sideways. */
const COLUMNS = ['name', 'scannedAt', 'company', 'position', 'mobile', 'email', 'audience', 'quantity', 'activity'] as const;

/** The latest leads of the exhibitor, with the CSV of all of them: the console's table pattern, the name first. */
export function LeadsTable({ leads, total }: { leads: LeadView[]; total: number }) {
  const { t } = useTranslation('activity');
  const label = t('leads.title');
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
        <TableScroller label={label}>
          <table className={tableStyles.table}>
            {/* The section's heading says it on screen; a caption in a table wider than its box would be cut off. */}
            <caption className="visually-hidden">{label}</caption>
            <TableHead columns={COLUMNS} header={(column) => t(`leads.columns.${column}`)} classNames={{ quantity: tableStyles.number }} />
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.code}>
                  <th scope="row" className={tableStyles.text}>
                    {lead.name}
                  </th>
                  <td className={tableStyles.when}>
                    <DateTimeLabel label={lead.scannedLabel} />
                  </td>
                  <td className={tableStyles.text}>{lead.company}</td>
                  <td className={tableStyles.text}>{lead.position}</td>
                  <td>{lead.mobile}</td>
                  <td className={tableStyles.text}>{lead.email}</td>
                  <td className={tableStyles.label}>{t(`audienceType.${lead.audience}`)}</td>
                  <td className={tableStyles.number}>{lead.quantity}</td>
                  <td className={tableStyles.text}>{lead.activityTitle}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {total > leads.length && leads.length > 0 ? <p className={styles.meta}>{t('leads.showing', { count: leads.length })}</p> : null}
    </>
  );
}
