import type { PolicySection } from './policy-types';
import styles from './privacy.module.scss';

/** The policy's table of contents: plain in-page links to the section anchors. */
export function PolicyToc({ title, sections }: { title: string; sections: PolicySection[] }) {
  return (
    <nav className={styles.toc} aria-labelledby="policy-toc">
      <h2 id="policy-toc" className={styles.tocTitle}>
        {title}
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
