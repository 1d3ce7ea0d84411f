import type { CopyItem } from '@/lib/page-copy';
import styles from './feature-grid.module.scss';

/**
 * Items with a title and a text: numbered cards (benefits) or accented rows
 * (services, values). Each title is a heading one level below its block's.
 */
export function FeatureGrid({
  items,
  variant = 'cards',
  headingLevel = 'h3',
}: {
  items: CopyItem[];
  variant?: 'cards' | 'rows';
  /** h3 under a section's h2; h4 when the section has its own h3 sub-headings. */
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <ul className={`${styles.grid} ${styles[variant]} ${items.length === 4 ? styles.four : ''}`}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          {variant === 'cards' ? (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          ) : null}
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
