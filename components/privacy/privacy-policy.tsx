import { useTranslation } from '@/lib/use-translation';
import { listOf } from '@/lib/page-copy';
import { useSite } from '@/components/providers/site-context';
import { PolicyBlock } from './policy-block';
import { PolicyToc } from './policy-toc';
import type { PolicySection } from './policy-types';
import styles from './privacy.module.scss';

/** The privacy policy (PIPL-style sections), its copy from the `privacy` namespace. */
export function PrivacyPolicy() {
  const { t, i18n } = useTranslation('privacy');
  const site = useSite();
  const name = i18n.language === 'en' ? site.nameEn : site.name;
  // The recruitment terms name how long applications are kept: the site's setting (APPLICATION_RETENTION_DAYS).
  const sections = listOf<PolicySection>(t, 'sections', { applicationDays: site.applicationRetentionDays });
  return (
    <div className={styles.layout}>
      <PolicyToc title={t('tocTitle')} sections={sections} />
      <article className={styles.article}>
        <p className={styles.dates}>
          <span>{t('updated')}</span>
          <span>{t('effective')}</span>
        </p>
        {listOf<string>(t, 'intro', { name }).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
            <h2 id={`${section.id}-heading`} className={styles.heading}>
              {section.title}
            </h2>
            {section.blocks.map((block, index) => (
              <PolicyBlock key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
