import { AppLink } from '@/components/common/app-link';
import { JsonLd } from '@/components/common/json-ld';
import { useOptionalSite } from '@/components/providers/site-context';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DEFAULT_LOCALE, localePrefix } from '@/lib/i18n';
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
  const { t, i18n } = useTranslation('common');
  const site = useOptionalSite();
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), href: routes.home }, ...crumbs];
  const prefix = `${site?.url ?? ''}${localePrefix(i18n.language)}`;
  // "/" in English is "/en", not "/en/".
  const absolute = (href: string) => (href === '/' && i18n.language !== DEFAULT_LOCALE ? prefix : `${prefix}${href}`);
  return (
    <>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            // The last crumb is the page itself; schema.org lets it go without a URL.
            ...(crumb.href && index < trail.length - 1 ? { item: absolute(crumb.href) } : {}),
          })),
        }}
      />
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
