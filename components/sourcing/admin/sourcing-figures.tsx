import { BarChart } from '@/components/common/bar-chart';
import type { SourcingFiguresView } from '@/lib/sourcing/staff-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './admin-sourcing.module.scss';

/**
 * Sourcing's figures (server/sourcing/figures.ts): requests per week as a bar chart (with its table), and quotes
 * per request, the median time to the first quote and the share of ended requests closed with a choice. On
 * /admin/sourcing and the console's dashboard.
 */
export function SourcingFigures({ figures, headingLevel = 2 }: { figures: SourcingFiguresView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('sourcing');
  const Heading = `h${headingLevel}` as const;
  const total = figures.perWeek.reduce((sum, week) => sum + week.requests, 0);
  const none = t('staff.figures.none');
  return (
    <div className={styles.figures}>
      <dl className={styles.numbers}>
        <div>
          <dt>{t('staff.figures.quotesPerRequest')}</dt>
          <dd>{figures.quotesPerRequest ?? none}</dd>
        </div>
        <div>
          <dt>{t('staff.figures.firstQuote')}</dt>
          <dd>{figures.hoursToFirstQuote === null ? none : t('staff.figures.hours', { count: figures.hoursToFirstQuote })}</dd>
        </div>
        <div>
          <dt>{t('staff.figures.closedWithChoice')}</dt>
          <dd>{figures.closedWithChoice === null ? none : t('staff.figures.share', { share: figures.closedWithChoice, count: figures.endedCount })}</dd>
        </div>
      </dl>
      <Heading className={styles.chartTitle}>{t('staff.figures.perWeek')}</Heading>
      <BarChart
        title={t('staff.figures.perWeek')}
        summary={t('staff.figures.perWeekSummary', { count: total, weeks: figures.perWeek.length })}
        tableLabel={t('staff.figures.table')}
        columns={[t('staff.figures.week'), t('staff.figures.requests')]}
        data={figures.perWeek.map((week) => ({ label: week.week.slice(5), longLabel: t('staff.figures.weekOf', { day: week.week }), value: week.requests }))}
      />
    </div>
  );
}
