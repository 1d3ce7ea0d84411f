import { useTranslation } from '@/lib/use-translation';
import { Seo } from '@/components/common/seo';
import { AUDIENCES, routes, withQuery } from '@/lib/routes';
import { HomeSection } from './home-section';
import { useFullpage } from './use-fullpage';
import styles from './home.module.scss';

const FOUR = AUDIENCES.slice(0, 4);

/** The home page (`/` and `/home`, both canonical to `/`): five full-screen sections, "dashboard pages 1–5". */
export function HomePage({ featuredActivityId = null }: { featuredActivityId?: number | null }) {
  const { t } = useTranslation(['common', 'home']);
  const ref = useFullpage({ label: t('home:dots'), className: styles.dots });
  return (
    <>
      <Seo title={t('routes.home.title')} description={t('routes.home.description')} path="/" home />
      <div ref={ref}>
        <HomeSection name="hero" first links={FOUR} ctas={['tmz', 'contact']} />
        <HomeSection name="audiences" links={FOUR} deep />
        <HomeSection name="platform" ordered ctas={['contact']} />
        <HomeSection
          name="tmz"
          ctas={featuredActivityId === null ? ['tmz'] : ['tmz', 'activity']}
          hrefs={{ activity: withQuery(routes.activity, { id: featuredActivityId ?? undefined }) }}
        />
        <HomeSection name="partners" ctas={['partners', 'contact']} />
      </div>
    </>
  );
}
