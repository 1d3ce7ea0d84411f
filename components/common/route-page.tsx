import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { InnerPage, type Crumb } from '@/components/layout/inner-page';
import { routes, type RouteKey } from '@/lib/routes';
import { Seo } from './seo';

/**
 * An inner page of the route table: head tags and title band from the route's
 * entry in common.json (`routes.<key>`), breadcrumb ending in the page itself.
 */
export function RoutePage({
  routeKey,
  parents = [],
  path,
  lead,
  noindex,
  children,
}: {
  routeKey: RouteKey;
  parents?: Crumb[];
  /** Canonical path when it differs from the route's (detail pages add their id). */
  path?: string;
  lead?: string;
  noindex?: boolean | 'follow';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const title = t(`routes.${routeKey}.title`);
  const description = t(`routes.${routeKey}.description`);
  return (
    <>
      <Seo title={title} description={description} path={path ?? routes[routeKey]} noindex={noindex} />
      <InnerPage title={title} lead={lead} crumbs={[...parents, { label: title }]}>
        {children}
      </InnerPage>
    </>
  );
}
