import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/common/seo';
import { AUDIENCES } from '@/lib/routes';
import { HomeSection } from './home-section';
import { SectionDots } from './section-dots';
import { useFullpage } from './use-fullpage';
import styles from './home.module.scss';

/** The home page's five sections ("dashboard pages 1–5"), in order. */
const SECTIONS = ['hero', 'audiences', 'platform', 'tmz', 'partners'] as const;
const FOUR = AUDIENCES.slice(0, 4);

/** The home page (`/` and `/home`, both canonical to `/`). */
export function HomePage() {
  const { t } = useTranslation('common');
  const { ref, active, go } = useFullpage();
  return (
    <>
      <Seo title={t('routes.home.title')} description={t('routes.home.description')} path="/" home />
      <div ref={ref} className={styles.dashboard}>
        <HomeSection name="hero" first links={FOUR} ctas={['tmz', 'contact']} />
        <HomeSection name="audiences" links={FOUR} deep />
        <HomeSection name="platform" ordered ctas={['contact']} />
        <HomeSection name="tmz" ctas={['tmz', 'activity']} />
        <HomeSection name="partners" ctas={['partners', 'contact']} />
      </div>
      <SectionDots names={SECTIONS} active={active} onSelect={go} />
    </>
  );
}
