import { AppLink } from './app-link';
import styles from './section-nav.module.scss';

/** "On this page": links to the page's sections, through the router so the hash scroll applies. */
export function SectionNav({
  label,
  path,
  sections,
}: {
  label: string;
  path: string;
  sections: { id: string; label: string }[];
}) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <AppLink href={`${path}#${section.id}`} className={styles.link}>
              {section.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
