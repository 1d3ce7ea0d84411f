import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes, type RouteKey } from '../../lib/routes';

/** What the tests know about the site: its routes, its languages and a few of its texts. */

export type Lang = 'zh-CN' | 'en';
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];

/** Routes that show one record and take `?id=`. */
export const DETAIL_ROUTES: readonly RouteKey[] = [
  'consultant',
  'recruitDetail',
  'informationDetails',
  'payNewsDetails',
  'activity',
  'activityInfo',
  'activityRegister',
  'activityExhibitors',
];

/** Detail routes whose records come from the database: only a real id answers 200; others are a 404. */
export const DB_DETAIL_ROUTES: readonly RouteKey[] = [
  'informationDetails',
  'payNewsDetails',
  'recruitDetail',
  'activity',
  'activityInfo',
  'activityRegister',
  'activityExhibitors',
  'consultant',
];

/** Where to find a link to a record of each database-backed detail route. */
const RECORD_SOURCES: Partial<Record<RouteKey, { list: string; link: RegExp }>> = {
  informationDetails: { list: routes.hot, link: /\/information-details\?id=(\d+)/ },
  payNewsDetails: { list: routes.payNews, link: /\/pay-news-details\?id=(\d+)/ },
  recruitDetail: { list: '/api/jobs', link: /"id":(\d+)/ },
  activity: { list: '/api/activities', link: /"id":(\d+)/ },
  activityInfo: { list: '/api/activities', link: /"id":(\d+)/ },
  activityRegister: { list: '/api/activities', link: /"id":(\d+)/ },
  activityExhibitors: { list: '/api/activities?kind=show', link: /"id":(\d+)/ },
  consultant: { list: routes.partners, link: /\/home\/consultantItem\?id=(\d+)/ },
  // A company's profile (/companies/[id]): the id of the directory's first card.
  companies: { list: '/api/companies', link: /"id":(\d+)/ },
};

/** The id of a seeded record of a database-backed detail route, read from its list page. */
export async function seededId(request: APIRequestContext, key: RouteKey): Promise<number> {
  const source = RECORD_SOURCES[key];
  if (!source) throw new Error(`no list page is known for ${key}`);
  const html = await (await request.get(source.list)).text();
  const match = source.link.exec(html);
  if (!match?.[1]) throw new Error(`no link to ${routes[key]} on ${source.list}`);
  return Number(match[1]);
}

/** A URL of the route that answers 200: database-backed detail routes get a seeded record's id. */
export async function workingUrl(request: APIRequestContext, key: RouteKey): Promise<string> {
  if (!DB_DETAIL_ROUTES.includes(key)) return routes[key];
  return `${routes[key]}?id=${await seededId(request, key)}`;
}

/** Pages of one account, behind a guard: a visitor is sent to a login page (e2e/accounts.spec.ts covers them). */
export const ACCOUNT_ROUTE_KEYS: readonly RouteKey[] = [
  'account',
  'accountCompany',
  'exhibitor',
  'exhibitorCompany',
  // A member's meeting request to a company (issue 35 point 5).
  'companyMeet',
  // Posting a sourcing request (issue 38): logged-in accounts only.
  'sourcingNew',
  ...(Object.keys(routes) as RouteKey[]).filter((key) => key.startsWith('admin')),
];

/** The route table's pages that any visitor can open. */
export const ROUTE_KEYS = (Object.keys(routes) as RouteKey[]).filter((key) => !ACCOUNT_ROUTE_KEYS.includes(key));

/** A site path in a language: "/brand" → "/en/brand", "/" → "/en". */
export function localized(pathname: string, lang: Lang): string {
  if (lang === 'zh-CN') return pathname;
  return pathname === '/' ? '/en' : `/en${pathname}`;
}

/**
 * Every URL of the route table once, plus each detail route with an id; the
 * database-backed detail routes are left out (their URLs need a seeded id:
 * `workingUrl`).
 */
export function routeTableUrls(): { key: RouteKey; path: string; canonicalPath: string }[] {
  const list: { key: RouteKey; path: string; canonicalPath: string }[] = [];
  for (const key of ROUTE_KEYS) {
    if (DB_DETAIL_ROUTES.includes(key)) continue;
    const pathname = routes[key];
    const canonicalPath = key === 'homeAlias' ? routes.home : pathname;
    list.push({ key, path: pathname, canonicalPath });
    if (DETAIL_ROUTES.includes(key)) list.push({ key, path: `${pathname}?id=abc`, canonicalPath });
  }
  return list;
}

type Json = { [key: string]: Json } | string | Json[];

/** A text of a locale file, by dotted key: text('zh-CN', 'common', 'backToTop'). */
export function text(lang: Lang, namespace: string, key: string): string {
  const file = path.join(__dirname, '..', '..', 'locales', lang, `${namespace}.json`);
  let value = JSON.parse(readFileSync(file, 'utf8')) as Json;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || Array.isArray(value) || !(part in value)) {
      throw new Error(`No text ${namespace}:${key} in ${lang}`);
    }
    value = value[part] as Json;
  }
  if (typeof value !== 'string') throw new Error(`Text ${namespace}:${key} in ${lang} is not a string`);
  return value;
}

/** The fixed header's bottom edge and the top of the element a selector names, in viewport pixels. */
export async function sectionOffset(page: Page, selector: string): Promise<{ header: number; section: number } | null> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    const header = document.querySelector('[data-fixed-header]');
    if (!target || !header) return null;
    return { header: header.getBoundingClientRect().bottom, section: target.getBoundingClientRect().top };
  }, selector);
}

/** Resolves when the page has been still (no scroll change) for a few frames. */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 5) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Resolves once React has hydrated the page: Next.js records the
 * "Next.js-hydration" performance measure in the layout effect after the first
 * commit. Until then clicks on buttons do nothing and links navigate the old way.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0, undefined, {
    timeout: 10_000,
  });
}

/**
 * Resolves once the page is hydrated and the platform behaviours (progress bar,
 * hash scroll, chunk guard, statistics page views), which load just after
 * hydration, are installed (the marker comes from support/test.ts).
 */
export async function appReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.behaviours === 'ready', undefined, { timeout: 10_000 });
}

/** Opens a page of the site, checks that it answered 200 (a missing page fails here, plainly) and waits for `appReady`. */
export async function visit(page: Page, url: string, options: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' } = {}) {
  const response = await page.goto(url, options);
  if (!response) throw new Error(`no response for ${url}`);
  if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}, not 200`);
  await appReady(page);
  return response;
}
