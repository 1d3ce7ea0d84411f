import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import styles from './button-link.module.scss';

/** A link styled as a button (primary or secondary). */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <AppLink href={href} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </AppLink>
  );
}
