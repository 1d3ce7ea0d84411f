import { useTranslation } from '@/lib/use-translation';
import { listOf, type CopyItem } from '@/lib/page-copy';
import { FeatureGrid } from '@/components/common/feature-grid';
import { PageSection } from '@/components/common/page-section';
import { RoutePage } from '@/components/common/route-page';
import { CERTIFICATION_PAGE, routes } from '@/lib/routes';
import type { CertificationKind } from '@/lib/certifications/views';
import { ApplySection } from './apply-section';
import { ProcessSteps, type ProcessStep } from './process-steps';
import styles from './author.module.scss';

/**
 * /author/brand, /author/factory, /author/provider and /author/retailer: what certification is, its benefits, who
 * can apply, the materials, the review process, then the application form
 * and the status look-up.
 */
export function CertificationPage({ kind }: { kind: CertificationKind }) {
  const { t } = useTranslation(['author', 'common']);
  return (
    <RoutePage
      routeKey={CERTIFICATION_PAGE[kind]}
      parents={[{ label: t(`common:nav.${kind}`), href: routes[kind] }]}
      lead={t(`${kind}.lead`)}
    >
      <PageSection id="about" title={t(`${kind}.about.title`)}>
        <div className={styles.prose}>
          {listOf<string>(t, `${kind}.about.paragraphs`).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection id="benefits" title={t(`${kind}.benefits.title`)}>
        <FeatureGrid items={listOf<CopyItem>(t, `${kind}.benefits.items`)} />
      </PageSection>
      <PageSection id="eligibility" title={t(`${kind}.eligibility.title`)}>
        <ul className={styles.checks}>
          {listOf<string>(t, `${kind}.eligibility.items`).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="materials" title={t(`${kind}.materials.title`)}>
        <FeatureGrid items={listOf<CopyItem>(t, `${kind}.materials.items`)} variant="rows" />
        <p className={styles.note}>{t(`${kind}.materials.note`)}</p>
      </PageSection>
      <PageSection id="process" title={t(`${kind}.process.title`)}>
        <ProcessSteps steps={listOf<ProcessStep>(t, `${kind}.process.steps`)} />
      </PageSection>
      <ApplySection kind={kind} />
    </RoutePage>
  );
}
