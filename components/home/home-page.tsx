import { useTranslation } from '@/lib/use-translation';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { SHARE_LOGO_PATH } from '@/lib/site/structured-data';
import { AUDIENCES } from '@/lib/routes';
import type { HomeProps } from '@/lib/site/home-views';
import { HomeSection } from './home-section';
import { LatestArticles } from './latest-articles';
import { NextShow } from './next-show';
import { ConsultantCards, PartnerLogos } from './people-blocks';
import { UpcomingActivities } from './upcoming-activities';
import { useFullpage } from './use-fullpage';
import styles from './home.module.scss';

const FOUR = AUDIENCES.slice(0, 4);

/** The home page (`/` and `/home`, both canonical to `/`): five full-screen sections, "dashboard pages 1–5". */
export function HomePage({ nextShow, latest, activities, consultants, partners }: HomeProps) {
  const { t, i18n } = useTranslation(['common', 'home']);
  const site = useSite();
  const english = i18n.language === 'en';
  const ref = useFullpage({ label: t('home:dots'), className: styles.dots });
  return (
    <>
      <Seo title={t('routes.home.title')} description={t('routes.home.description')} path="/" home />
      <JsonLd
        data={{
          '@type': 'Organization',
          name: english ? site.nameEn : site.name,
          alternateName: english ? site.name : site.nameEn,
          url: site.url,
          logo: `${site.url}${SHARE_LOGO_PATH}`,
          email: site.email,
          telephone: site.phone,
          address: { '@type': 'PostalAddress', streetAddress: english ? site.addressEn : site.address, addressCountry: 'CN' },
          contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.phone, email: site.email, areaServed: 'CN', availableLanguage: ['zh-CN', 'en'] },
        }}
      />
      <div ref={ref}>
        <HomeSection name="hero" first links={FOUR} ctas={['tmz', 'contact']} intro={nextShow ? <NextShow show={nextShow} /> : null} />
        <HomeSection name="audiences" links={FOUR} deep />
        <HomeSection name="platform" ordered ctas={['contact']}>
          <LatestArticles latest={latest} />
        </HomeSection>
        <HomeSection name="tmz" ctas={['tmz', 'activities']}>
          <UpcomingActivities activities={activities} />
        </HomeSection>
        <HomeSection name="partners" ctas={['partners', 'contact']}>
          <ConsultantCards consultants={consultants} />
          <PartnerLogos partners={partners} />
        </HomeSection>
      </div>
    </>
  );
}
