import type { ReactNode } from 'react';
import styles from './empty-layout.module.scss';

/** No chrome: login pages and error pages. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
