import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { HttpError } from '@/lib/errors';
import { parseIdQuery } from '@/lib/http/id-query';
import { homeOf, runGuards, type Viewer } from '@/lib/guards';
import { safeRedirectTarget } from '@/lib/redirect';
import { toLocale, localePrefix, type I18nProps } from '@/lib/i18n';
import type { RuntimeConfig, SiteConfig } from '@/lib/site-config';
import { guardQuery } from './input-guard';
import { database, type Db } from '../db';
import { cached } from '../kernel/cache';
import { currentViewer } from '../auth/viewer';
import { readSessionCookie } from '../auth/session-cookie';
import { loadNamespaces } from '../kernel/i18n';
import { runtimeConfig, siteConfig, withRequestOrigin } from '../kernel/site-config';

/**
 * The server side of every page: runs the page's guards, loads its
 * translations, adds the site and runtime configuration, sets caching (and
 * Vary: Cookie on every answer, redirects and notFound too), then
 * hands over to the page's own loader (if any) for its data. The query
 * passes the input guard first (server/http/input-guard.ts): a keyword (`q`)
 * is searched without control characters; any other parameter holding one
 * — or U+FFFD, what Next makes of escapes that are not UTF-8 — is the 400 page.
 */

export interface BasePageProps {
  i18n: I18nProps;
  site: SiteConfig;
  runtime: RuntimeConfig;
  /** Who is logged in (null for a visitor): the header's account menu and the guards in the browser read it. */
  viewer: Viewer | null;
}

export interface PageContext extends GetServerSidePropsContext {
  viewer: Viewer | null;
}

export interface PageOptions<P> {
  /** Translation namespaces beyond "common". */
  namespaces?: readonly string[];
  /** Guard names (docs/spec.md §6.2: the original's "middleware"): auth, guest, exhibitor, editor. */
  guards?: readonly string[];
  /** Loads the page's own props; may return notFound or a redirect. */
  load?: (ctx: PageContext) => Promise<GetServerSidePropsResult<P>>;
  /** The page shows what a cookie other than the session's holds (a WeChat login's mobile step): never cached. */
  personal?: boolean;
}

/** Anonymous public pages may be kept by a CDN or caching proxy for a minute and served stale meanwhile. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Adds Cookie to the answer's Vary, keeping what is there (Next's own on an RSC
 * request): a page's HTML depends on the session cookie, so a shared cache must
 * not give one visitor's copy to a request with other cookies. (nginx keys the
 * copies by the Cookie header; cookieless requests share one.)
 */
export function varyOnCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>): void {
  const current = res.getHeader('Vary');
  const listed = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (listed.some((value) => value === '*' || value.toLowerCase() === 'cookie')) return;
  res.setHeader('Vary', [...listed, 'Cookie'].join(', '));
}

export function definePage<P extends Record<string, unknown> = Record<string, never>>(options: PageOptions<P> = {}) {
  // Canonical links, QR codes and the card name the address the page was asked at when SITE_URL is not set.
  return (ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<P & BasePageProps>> => withRequestOrigin(ctx.req, () => serverSideProps(options, ctx));
}

async function serverSideProps<P extends Record<string, unknown>>(options: PageOptions<P>, ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<P & BasePageProps>> {
  varyOnCookie(ctx.res);
  if (Object.keys(guardQuery(ctx.query)).length > 0) throw new HttpError(400, 'Bad Request');
  const locale = toLocale(ctx.locale);
  const viewer = await currentViewer(ctx.req, ctx.res);
  // A request that carried a session cookie is personal, even when the session has ended (the answer clears the cookie).
  const personal = viewer !== null || readSessionCookie(ctx.req) !== null;
  const path = `${localePrefix(locale)}${ctx.resolvedUrl}`;
  const outcome = runGuards(options.guards ?? [], viewer, path);
  if (outcome.kind === 'redirect') {
    // A logged-in viewer on a guest-only page (a login page) goes where ?redirect= says, if local, else home.
    const target = viewer ? safeRedirectTarget(ctx.query.redirect, homeOf(viewer)) : outcome.destination;
    // Next does not add the locale to a getServerSideProps redirect: keep the visitor's language.
    const prefix = localePrefix(locale);
    const destination = prefix && !target.startsWith(`${prefix}/`) && target !== prefix ? `${prefix}${target === '/' ? '' : target}` : target;
    ctx.res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return { redirect: { destination, permanent: false } };
  }
  if (outcome.kind === 'forbidden') throw new HttpError(403, 'Forbidden');

  const loaded = options.load ? await options.load({ ...ctx, viewer }) : { props: {} as P };
  if (!('props' in loaded)) return loaded;

  ctx.res.setHeader('Cache-Control', personal || options.personal || options.guards?.length ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  const [resources, props] = await Promise.all([
    loadNamespaces(locale, options.namespaces ?? []),
    loaded.props,
  ]);
  return {
    props: {
      ...props,
      i18n: { locale, resources },
      site: siteConfig(),
      runtime: runtimeConfig(),
      viewer,
    },
  };
}

/**
 * The record a detail page shows, by its `?id=` (a positive integer), read through the read cache under `key(id)`;
 * null — the page's 404 — for a malformed id or no such record.
 */
export async function recordOfIdQuery<T>(
  ctx: Pick<PageContext, 'query'>,
  tags: readonly string[],
  key: (id: number) => string,
  find: (db: Db, id: number) => Promise<T | null>,
): Promise<T | null> {
  const id = parseIdQuery(ctx.query);
  if (id === null) return null;
  const { db } = await database();
  return cached(key(id), tags, () => find(db, id));
}
