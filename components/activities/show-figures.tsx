import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ShowFigures as Figures } from '@/lib/activities/views';
import styles from './show.module.scss';

const FIGURES = [
  ['exhibitors', 'exhibitors', 'exhibitorsValue'],
  ['visitors', 'visitors', 'visitorsValue'],
  ['areaSqm', 'area', 'areaValue'],
] as const;

/**
 * The show's figures: the exhibitors counted from the booths placed (once there are any, else the figure
 * staff entered), with the way to the exhibitor list; visitors and floor area as staff entered them.
 * Nothing when there is no figure at all.
 */
export function ShowFigures({ figures: entered, exhibitorCount = 0, recap }: { figures: Figures; exhibitorCount?: number; recap: boolean }) {
  const { t, i18n } = useTranslation('activities');
  const figures = exhibitorCount > 0 ? { ...entered, exhibitors: exhibitorCount } : entered;
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
      {exhibitorCount > 0 ? (
        <p className={styles.figuresLink}>
          <AppLink href={routes.showExhibitors}>{t('show.exhibitorList')}</AppLink>
        </p>
      ) : null}
    </section>
  );
}
