import type { ReactNode } from 'react';
import styles from './empty-state.module.scss';

/** A clear "nothing here" block: what is missing, why or what to do, and where to go next. */
export function EmptyState({
  title,
  text,
  actions,
  heading: Heading = 'h2',
}: {
  title: string;
  text?: string;
  actions?: ReactNode;
  /** h3 inside a titled section. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <rect x="8" y="12" width="40" height="32" rx="6" fill="currentColor" opacity="0.12" />
        <path d="M16 24h24M16 32h16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
