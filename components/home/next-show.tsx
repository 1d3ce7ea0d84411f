import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { HomeShowView } from '@/lib/site/home-views';
import styles from './home.module.scss';

/** The first screen's word on the next show: its name (to /tmz), its days and where it is held. */
export function NextShow({ show }: { show: HomeShowView }) {
  const { t } = useTranslation('home');
  return (
    <p className={styles.nextShow} data-testid="home-next-show">
      <span className={styles.nextShowLabel}>{t('hero.nextShow')}</span>
      <AppLink href={routes.tmz} className={styles.nextShowTitle}>
        {show.title}
      </AppLink>
      <span>
        <time dateTime={show.startsAt}>{show.days}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">{t('hero.nextShowWhere')}</span>
        {show.place}
      </span>
    </p>
  );
}
