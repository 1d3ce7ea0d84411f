import type { NextPageContext } from 'next';
import { toLocale, type I18nProps } from '@/lib/i18n';
import type { Viewer } from '@/lib/guards';
import type { RuntimeConfig, SiteConfig } from '@/lib/site-config';
import { currentViewer } from '../auth/viewer';
import { readSessionCookie } from '../auth/session-cookie';
import { loadNamespaces } from '../kernel/i18n';
import { PRIVATE_CACHE_CONTROL, varyOnCookie } from './page';
import { runtimeConfig, siteConfig, withRequestOrigin } from '../kernel/site-config';

/** What the error page needs to sit inside the site's header and footer, as every page's props have it. */
export interface ErrorChromeProps {
  i18n: I18nProps;
  site: SiteConfig;
  runtime: RuntimeConfig;
  viewer: Viewer | null;
}

/** How long a shared cache may keep the 404 page (the page cache keeps it NOT_FOUND_SECONDS at most). */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * The error page's props on the server (pages/_error.tsx): the translations,
 * site configuration and viewer of the page chrome, read at request time like
 * every page's. A viewer that cannot be read (the database is what failed)
 * is no viewer: the page still shows. A 404 for a visitor without a session
 * may be kept by a shared cache for a few seconds; anything else is private.
 */
export function errorPageProps(ctx: NextPageContext, statusCode: number): Promise<ErrorChromeProps | null> {
  const { req, res } = ctx;
  if (!req || !res) return Promise.resolve(null);
  return withRequestOrigin(req, async () => {
    const locale = toLocale(ctx.locale);
    varyOnCookie(res);
    const personal = readSessionCookie(req) !== null;
    res.setHeader('Cache-Control', statusCode === 404 && !personal ? NOT_FOUND_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    try {
      const [viewer, resources] = await Promise.all([personal ? currentViewer(req, res).catch(() => null) : null, loadNamespaces(locale, [])]);
      return { i18n: { locale, resources }, site: siteConfig(), runtime: runtimeConfig(), viewer };
    } catch {
      // Without its translations the chrome cannot be drawn: the page shows alone (pages/_app.tsx).
      return null;
    }
  });
}
