import { useTranslation } from '@/lib/use-translation';
import type { Audience } from '@/lib/routes';
import { listOf } from '@/lib/page-copy';
import { PageSection } from '@/components/common/page-section';
import styles from './intro-section.module.scss';

/** `#intro`: what the platform does for this audience, and who it is for. */
export function IntroSection({ audience }: { audience: Audience }) {
  const { t } = useTranslation(['audience', 'common']);
  const paragraphs = listOf<string>(t, `${audience}.intro.paragraphs`);
  const highlights = listOf<string>(t, `${audience}.intro.highlights`);
  return (
    <PageSection id="intro" title={t('common:sections.intro')} lead={t(`${audience}.intro.lead`)}>
      <div className={styles.layout}>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.aside} aria-labelledby="intro-highlights">
          <h3 id="intro-highlights" className={styles.asideTitle}>
            {t(`${audience}.intro.highlightsTitle`)}
          </h3>
          <ul className={styles.checks}>
            {highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
      </div>
    </PageSection>
  );
}
