import { PolicyContact } from './policy-contact';
import type { PolicyBlock as Block } from './policy-types';
import styles from './privacy.module.scss';

/** One block of a policy section: sub-heading, paragraph, list, titled items or the contact details. */
export function PolicyBlock({ block }: { block: Block }) {
  if ('h' in block) return <h3 className={styles.subheading}>{block.h}</h3>;
  if ('p' in block) return <p>{block.p}</p>;
  if ('ul' in block) {
    return (
      <ul className={styles.list}>
        {block.ul.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('items' in block) {
    return (
      <ul className={styles.items}>
        {block.items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    );
  }
  return <PolicyContact />;
}
