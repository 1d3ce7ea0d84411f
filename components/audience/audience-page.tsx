import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RoutePage } from '@/components/common/route-page';
import { AUDIENCE_SECTIONS, routes, type Audience } from '@/lib/routes';
import { AudienceCta } from './audience-cta';
import { listOf, type CopyItem } from '@/lib/page-copy';
import { FeatureGrid } from '@/components/common/feature-grid';
import { IntroSection } from './intro-section';
import { PageSection } from '@/components/common/page-section';
import { SectionNav } from '@/components/common/section-nav';

/**
 * The page of one audience (brand, factory, provider, retailer, tmz): title
 * band, what the page puts first (`children`: /tmz's show), `#intro`, `#equity`
 * (benefits), `#service`, what the page puts last (`after`: the kind's newest certified companies), then the call
 * to action. All copy comes from the `audience` namespace.
 */
export function AudiencePage({ audience, children, after }: { audience: Audience; children?: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation(['audience', 'common']);
  const sections = AUDIENCE_SECTIONS.map((id) => ({ id, label: t(`common:sections.${id}`) }));
  return (
    <RoutePage routeKey={audience} lead={t(`${audience}.lead`)}>
      {children}
      <SectionNav label={t('onThisPage')} path={routes[audience]} sections={sections} />
      <IntroSection audience={audience} />
      <PageSection id="equity" title={t('common:sections.equity')} lead={t(`${audience}.equity.lead`)}>
        <FeatureGrid items={listOf<CopyItem>(t, `${audience}.equity.items`)} />
      </PageSection>
      <PageSection id="service" title={t('common:sections.service')} lead={t(`${audience}.service.lead`)}>
        <FeatureGrid items={listOf<CopyItem>(t, `${audience}.service.items`)} variant="rows" />
      </PageSection>
      {after}
      <AudienceCta audience={audience} />
    </RoutePage>
  );
}
