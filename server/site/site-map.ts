import { AUDIENCES, routes, withQuery } from '@/lib/routes';
import { LOCALES, localePrefix, type Locale } from '@/lib/i18n';

/**
 * The sitemap (sitemaps.org, with xhtml:link hreflang alternates): every
 * public page and every published item, in both languages.
 */

export interface SitemapEntry {
  /** Path without locale, e.g. "/information-details?id=3". */
  path: string;
  lastModified?: Date;
}

/** The public pages of the route table (detail pages are listed per item). */
export const STATIC_PATHS: readonly string[] = [
  routes.home,
  ...AUDIENCES.map((a) => routes[a]),
  routes.activities,
  routes.companies,
  routes.sourcing,
  routes.showExhibitors,
  routes.joinUs,
  routes.contact,
  routes.news,
  routes.hot,
  routes.practical,
  routes.payNews,
  routes.privacy,
  routes.card,
  routes.partners,
  routes.authorBrand,
  routes.authorRetailer,
  routes.authorFactory,
  routes.authorProvider,
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function localized(origin: string, path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  return `${origin}${prefix}${path === '/' && prefix ? '' : path}`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(localized(origin, entry.path, alt))}"/>`,
      ).join('');
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(localized(origin, entry.path, locale))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export const itemPath = (path: string, id: number) => withQuery(path, { id });
