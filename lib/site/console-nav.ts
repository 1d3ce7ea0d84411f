import type { ViewerKind } from '../guards';
import type { RouteKey } from '../routes';

/**
 * The staff console's navigation: its sections in order, each a group of
 * pages. `admin` pages are shown to admins only (their guard refuses editors).
 * Edit pages are not in the menu: they light up the list they belong to.
 */

export interface ConsoleNavItem {
  key: RouteKey;
  adminOnly?: boolean;
}

export interface ConsoleNavGroup {
  key: 'overview' | 'content' | 'events' | 'customers' | 'system';
  items: readonly ConsoleNavItem[];
}

export const CONSOLE_NAV: readonly ConsoleNavGroup[] = [
  { key: 'overview', items: [{ key: 'admin' }] },
  {
    key: 'content',
    items: [{ key: 'adminArticles' }, { key: 'adminSubmissions' }, { key: 'adminSourcing' }, { key: 'adminJobs' }, { key: 'adminConsultants' }, { key: 'adminPartners' }, { key: 'adminCategories' }],
  },
  { key: 'events', items: [{ key: 'adminActivities' }, { key: 'adminRegistrations' }] },
  { key: 'customers', items: [{ key: 'adminFeedback' }, { key: 'adminCertifications' }, { key: 'adminApplications' }, { key: 'adminExhibitors' }] },
  { key: 'system', items: [{ key: 'adminMessages' }, { key: 'adminUsers', adminOnly: true }, { key: 'adminAudit', adminOnly: true }] },
];

/** The menu entry an edit page belongs to. */
const PARENT: Partial<Record<RouteKey, RouteKey>> = {
  adminArticleEdit: 'adminArticles',
  adminActivityEdit: 'adminActivities',
  adminShowFloor: 'adminActivities',
  adminJobEdit: 'adminJobs',
  adminConsultantEdit: 'adminConsultants',
  adminPartnerEdit: 'adminPartners',
  adminApplication: 'adminApplications',
};

/** The menu entry to mark as current on a console page. */
export function currentNavKey(routeKey: RouteKey): RouteKey {
  return PARENT[routeKey] ?? routeKey;
}

/** The menu as this kind of staff account sees it: admin-only pages left out for editors, and groups left empty dropped. */
export function consoleNavFor(kind: ViewerKind | undefined): ConsoleNavGroup[] {
  return CONSOLE_NAV.map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly || kind === 'admin') })).filter(
    (group) => group.items.length > 0,
  );
}
