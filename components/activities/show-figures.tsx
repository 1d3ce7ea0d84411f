import { useTranslation } from '@/lib/use-translation';
import type { ShowFigures as Figures } from '@/lib/views/activity-views';
import styles from './show.module.scss';

const FIGURES = [
  ['exhibitors', 'exhibitors', 'exhibitorsValue'],
  ['visitors', 'visitors', 'visitorsValue'],
  ['areaSqm', 'area', 'areaValue'],
] as const;

/** The figures staff entered (exhibitors, visitors, floor area); nothing when none was. */
export function ShowFigures({ figures, recap }: { figures: Figures; recap: boolean }) {
  const { t, i18n } = useTranslation('activities');
  const given = FIGURES.filter(([key]) => figures[key] !== null);
  if (given.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en' : 'zh-CN');
  return (
    <section className={styles.figures} aria-labelledby="show-figures">
      <h2 id="show-figures" className={styles.figuresTitle}>
        {t(recap ? 'show.recapFigures' : 'show.figures')}
      </h2>
      <dl>
        {given.map(([key, label, value]) => (
          <div key={key}>
            <dt>{t(`show.${label}`)}</dt>
            <dd>{t(`show.${value}`, { value: number.format(figures[key] ?? 0) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
