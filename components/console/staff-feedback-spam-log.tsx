import shared from '@/components/console/console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import { SPAM_RULES } from '@/lib/feedback/rules';
import { useTranslation } from '@/lib/use-translation';
import type { SpamLogView } from '@/lib/feedback/views';
import styles from './staff-feedback-item.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

const TOTAL_COLUMNS = ['rule', 'meaning', 'today', 'week'] as const;
/** The address first: it says whose attempts a row counts (and stays in view while the rest scrolls). */
const RECENT_COLUMNS = ['address', 'day', 'rule', 'attempts', 'last', 'sample'] as const;

/**
 * The staff inbox's spam log: what the contact form's checks turned away —
 * attempts per rule today and over seven days, each rule said in a line — and
 * the latest rows (one per day, rule and address), in boxes that scroll
 * sideways on a phone.
 */
export function FeedbackSpamLog({ spam }: { spam: SpamLogView }) {
  const { t } = useTranslation('contact');
  const header = (column: string) => t(`staff.spam.columns.${column}`);
  return (
    <section className={styles.spam} aria-labelledby="spam-log-title">
      <h2 id="spam-log-title" className={shared.heading}>
        {t('staff.spam.title')}
      </h2>
      <p className={shared.note}>{t('staff.spam.lead')}</p>
      <TableScroller label={t('staff.spam.totalsLabel')}>
        <table className={`${tableStyles.table} ${styles.totals}`}>
          <caption className="visually-hidden">{t('staff.spam.totalsLabel')}</caption>
          <TableHead columns={TOTAL_COLUMNS} header={header} classNames={{ today: tableStyles.number, week: tableStyles.number }} />
          <tbody>
            {SPAM_RULES.map((rule) => (
              <tr key={rule}>
                <th scope="row" className={tableStyles.label}>
                  {t(`staff.spam.rules.${rule}`)}
                </th>
                <td className={tableStyles.text}>{t(`staff.spam.explain.${rule}`)}</td>
                <td className={tableStyles.number}>{spam.totals[rule].today}</td>
                <td className={tableStyles.number}>{spam.totals[rule].week}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <h3 className={styles.subheading}>{t('staff.spam.recentLabel')}</h3>
      {spam.recent.length === 0 ? (
        <p className={shared.note}>{t('staff.spam.recentEmpty')}</p>
      ) : (
        <TableScroller label={t('staff.spam.recentLabel')}>
          <table className={`${tableStyles.table} ${styles.recent}`}>
            <caption className="visually-hidden">{t('staff.spam.recentLabel')}</caption>
            <TableHead columns={RECENT_COLUMNS} header={header} classNames={{ attempts: tableStyles.number }} />
            <tbody>
              {spam.recent.map((row) => (
                <tr key={`${row.day}-${row.rule}-${row.addressKey}`}>
                  <th scope="row" className={tableStyles.code}>
                    {row.addressKey}
                  </th>
                  <td>{row.day}</td>
                  <td className={tableStyles.label}>{t(`staff.spam.rules.${row.rule}`)}</td>
                  <td className={tableStyles.number}>{row.attempts}</td>
                  <td>{row.lastLabel}</td>
                  <td className={styles.sample}>{row.sample || <span className={styles.none}>{t('staff.spam.noSample')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
