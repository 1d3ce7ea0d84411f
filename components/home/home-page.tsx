import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/common/seo';
import { AUDIENCES } from '@/lib/routes';
import { HomeSection } from './home-section';
import { useFullpage } from './use-fullpage';
import styles from './home.module.scss';

const FOUR = AUDIENCES.slice(0, 4);

/** The home page (`/` and `/home`, both canonical to `/`): five full-screen sections, "dashboard pages 1–5". */
export function HomePage() {
  const { t } = useTranslation(['common', 'home']);
  const ref = useFullpage({ label: t('home:dots'), className: styles.dots });
  return (
    <>
      <Seo title={t('routes.home.title')} description={t('routes.home.description')} path="/" home />
      <div ref={ref}>
        <HomeSection name="hero" first links={FOUR} ctas={['tmz', 'contact']} />
        <HomeSection name="audiences" links={FOUR} deep />
        <HomeSection name="platform" ordered ctas={['contact']} />
        <HomeSection name="tmz" ctas={['tmz', 'activity']} />
        <HomeSection name="partners" ctas={['partners', 'contact']} />
      </div>
    </>
  );
}
