import { AppLink } from '@/components/common/app-link';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { routes } from '@/lib/routes';
import styles from './inner-page.module.scss';

export interface Crumb {
  label: string;
  href?: string;
}

/** Inner pages: a title band with breadcrumb, then the page's content in the container. */
export function InnerPage({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string;
  lead?: string;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), href: routes.home }, ...crumbs];
  return (
    <>
      <div className={styles.band}>
        <div className="container">
          <nav aria-label={t('breadcrumb.label')}>
            <ol className={styles.crumbs}>
              {trail.map((crumb, index) => {
                const last = index === trail.length - 1;
                return (
                  <li key={`${crumb.label}-${index}`}>
                    {crumb.href && !last ? (
                      <AppLink href={crumb.href}>{crumb.label}</AppLink>
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </div>
      <div className={`container ${styles.body}`}>{children}</div>
    </>
  );
}
