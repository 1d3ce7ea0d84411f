import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { structuredDataTestHtml, type ToolResult, type ToolTest } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { companyPath, routes } from '../lib/routes';
import { SITE_GOOGLE_PRESETS } from './support/google-presets';
import { logInAsEditor } from './support/people';
import { BASE_URL } from './support/servers';
import { LANGS, localized, ROUTE_KEYS, seededId, workingUrl } from './support/site';
import { expect, test } from './support/test';

/**
 * The reference validators, run over what the server sends (issue 27), instead of our own reading of
 * each format: the W3C Nu HTML Checker (vnu.jar, in Debian's Java) on every public page in both
 * languages; the structured-data testing tool with Google's presets on each page type; ical.js on every
 * activity's calendar file and the business card's vCard; a feed parser on the RSS feed; xmllint with
 * the sitemaps.org schema on the sitemap. Nothing here uses the network: scripts/e2e.mjs installs Java
 * and xmllint from Debian when they are missing, before the tests.
 */

const ROOT = path.resolve(__dirname, '..');
const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const SITEMAP_SCHEMA = path.join(__dirname, 'support', 'schemas', 'sitemap-with-alternates.xsd');

/**
 * What the checker reports that the site keeps on purpose, by exact message (never by page). docs/spec.md §1.2 asks
 * for no-cache hints in the page head; HTML's http-equiv takes none of these three names, and no valid
 * form of them exists (the caching rules proper are the HTTP headers): pages/_document.tsx keeps them for
 * the old browsers and WebViews that read them.
 */
const ALLOWED_HTML_ERRORS: readonly string[] = [
  'Bad value “Cache-Control” for attribute “http-equiv” on element “meta”.',
  'Bad value “Pragma” for attribute “http-equiv” on element “meta”.',
  'Bad value “Expires” for attribute “http-equiv” on element “meta”.',
];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu.jar once over the files; answers its error messages. */
function nuHtmlChecker(files: string[]): VnuMessage[] {
  const run = spawnSync('java', ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  // vnu writes its JSON report to stderr; status 1 when it found errors.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === 'error' || (m.type === 'non-document-error'));
}

async function html(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), `status of ${url}`).toBe(status);
  return response.text();
}

test.describe('the reference validators', () => {
  test('every public page, in both languages, is valid HTML for the Nu HTML Checker', async ({ request, page }) => {
    test.setTimeout(120_000);
    const pages = new Map<string, string>();
    for (const lang of LANGS) {
      for (const key of ROUTE_KEYS) {
        const url = localized(await workingUrl(request, key), lang);
        pages.set(url, await html(request, url));
      }
      const missing = localized('/no-such-page', lang);
      pages.set(missing, await html(request, missing, 404));
    }
    // A logged-in view: the account page, and the home page with the account's header.
    await logInAsEditor(page);
    for (const url of [routes.account, routes.home]) pages.set(`${url} (logged in)`, await html(page.request, url));

    const dir = mkdtempSync(path.join(tmpdir(), 'tmz-vnu-'));
    try {
      const files = [...pages].map(([url, body], i) => {
        const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
        writeFileSync(file, body);
        return { url, file };
      });
      const urlOf = new Map(files.map(({ url, file }) => [`file:${file}`, url]));
      const messages = nuHtmlChecker(files.map((f) => f.file));
      const errors = messages
        .filter((m) => !ALLOWED_HTML_ERRORS.includes(m.message))
        .map((m) => `${urlOf.get(m.url ?? '') ?? m.url} line ${m.lastLine}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`);
      expect(errors, `Nu HTML Checker errors in ${pages.size} pages`).toEqual([]);
      // Each exception is still what the checker says, once per page (so that the list stays true and narrow).
      for (const allowed of ALLOWED_HTML_ERRORS) expect(messages.filter((m) => m.message === allowed)).toHaveLength(pages.size);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('each page type’s structured data passes the testing tool’s Google presets and Google’s documented properties', async ({ request }) => {
    const activities = ((await (await request.get('/api/activities')).json()) as { items: { id: number; online: boolean; kind: string }[] }).items;
    const online = activities.find((a) => a.online);
    const inPerson = activities.find((a) => !a.online);
    expect(online, 'a seeded online activity').toBeTruthy();
    expect(inPerson, 'a seeded activity held in a place').toBeTruthy();
    const cases: { url: string; types: string[] }[] = [
      { url: routes.home, types: ['Organization'] },
      { url: `${routes.informationDetails}?id=${await seededId(request, 'informationDetails')}`, types: ['NewsArticle', 'BreadcrumbList'] },
      { url: `${routes.payNewsDetails}?id=${await seededId(request, 'payNewsDetails')}`, types: ['NewsArticle', 'BreadcrumbList'] },
      { url: `${routes.activity}?id=${inPerson!.id}`, types: ['Event', 'BreadcrumbList'] },
      { url: `${routes.activity}?id=${online!.id}`, types: ['Event', 'BreadcrumbList'] },
      { url: routes.tmz, types: ['Event'] },
      { url: `${routes.recruitDetail}?id=${await seededId(request, 'recruitDetail')}`, types: ['JobPosting', 'BreadcrumbList'] },
      { url: '/en' + `${routes.activity}?id=${online!.id}`, types: ['Event', 'BreadcrumbList'] },
      { url: companyPath(await seededId(request, 'companies')), types: ['Corporation', 'BreadcrumbList'] },
    ];
    const describe = (t: ToolTest) => `${t.test}: ${t.error!.message}`;
    for (const { url, types } of cases) {
      const body = await html(request, url);
      let result: ToolResult;
      try {
        result = await structuredDataTestHtml(body, { presets: [Google, ...SITE_GOOGLE_PRESETS] });
      } catch (error) {
        const res = (error as { res?: ToolResult }).res;
        if (!res) throw error;
        result = res;
      }
      expect(result.schemas, `structured data types of ${url}`).toEqual(expect.arrayContaining(types));
      // The tool files a RegExp test that matched a string (not a list) under failed, without an error
      // (it keeps String.match's array, not `true`); every real failure carries its error.
      const failed = result.failed.filter((t) => t.error);
      const warnings = result.warnings.filter((t) => t.error);
      expect(failed.map(describe), `failed tests on ${url}`).toEqual([]);
      expect(warnings.map(describe), `warnings on ${url}`).toEqual([]);
      // Our presets ran (a preset that matched nothing would pass silently).
      for (const type of types.filter((t) => t !== 'NewsArticle')) {
        const ran = [...result.passed, ...result.failed].filter((t) => t.test.startsWith(`${type}[0]`) && !(t as { optional?: boolean }).optional);
        expect(ran.length, `${type} tests ran on ${url}`).toBeGreaterThan(2);
      }
    }
    // The online activity's location is virtual, with the offer of a free registration.
    const onlineEvent = JSON.parse(/<script type="application\/ld\+json"[^>]*>(\{"@context":"https:\/\/schema.org","@type":"Event".*?)<\/script>/.exec(await html(request, `${routes.activity}?id=${online!.id}`))![1]!);
    expect(onlineEvent.location['@type']).toBe('VirtualLocation');
    expect(onlineEvent.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(onlineEvent.offers).toMatchObject({ price: 0, priceCurrency: 'CNY' });
  });

  test('every activity’s calendar file parses with ical.js: one event with a UID, SEQUENCE and STATUS', async ({ request }) => {
    const { items } = (await (await request.get('/api/activities')).json()) as { items: { id: number; title: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const uids = new Set<string>();
    for (const { id, title } of items) {
      const response = await request.get(`/api/activities/${id}/ics`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const [vevent, ...more] = calendar.getAllSubcomponents('vevent');
      expect(more).toHaveLength(0);
      const event = new ICAL.Event(vevent!);
      expect(event.summary).toBe(title);
      expect(event.uid).toMatch(new RegExp(`^activity-${id}-\\d+@tmz-platform$`));
      expect(event.uid).not.toContain('127.0.0.1');
      expect(event.sequence).toBeGreaterThanOrEqual(0);
      expect(vevent!.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(vevent!.getFirstPropertyValue('dtstamp')).not.toBeNull();
      uids.add(event.uid);
    }
    expect(uids.size).toBe(items.length);
  });

  test('the business card’s vCard parses with ical.js and carries what the card shows', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(localized(routes.card, lang));
      const href = await page.locator('a[href^="data:text/vcard"]').getAttribute('href');
      const card = new ICAL.Component(ICAL.parse(decodeURIComponent(href!.slice(href!.indexOf(',') + 1))));
      expect(card.name).toBe('vcard');
      const shown = page.locator('dl');
      const phone = await shown.locator('a[href^="tel:"]').textContent();
      const email = await shown.locator('a[href^="mailto:"]').textContent();
      const website = await shown.locator('a[href^="http"]').getAttribute('href');
      const address = await shown.locator('dd').first().textContent();
      expect(card.getFirstPropertyValue('tel')).toBe(phone);
      expect(card.getFirstPropertyValue('email')).toBe(email);
      expect(card.getFirstPropertyValue('url')).toBe(website);
      expect((card.getFirstPropertyValue('adr') as string[])[2]).toBe(address);
      expect(card.getFirstPropertyValue('fn')).toBe(card.getFirstPropertyValue('org'));
    }
  });

  test('the RSS feed follows RSS 2.0: channel elements, and every item with its link, guid, pubDate and an escaped description', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, cdataPropName: '#cdata' }).parse(xml);
    const rss = parsed.rss;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    for (const required of ['title', 'link', 'description']) expect(channel[required], `channel ${required}`).toBeTruthy();
    const items = [channel.item].flat().filter(Boolean);
    expect(items.length).toBeGreaterThan(0);
    // RFC 822 dates, as RSS 2.0 asks: "Wed, 02 Oct 2002 13:00:00 GMT".
    const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
    const text = (value: unknown) => (typeof value === 'object' && value !== null && '#cdata' in value ? String((value as { '#cdata': unknown })['#cdata']) : value);
    for (const item of items) {
      const link = String(text(item.link));
      expect(link).toMatch(new RegExp(`^${BASE_URL}/information-details\\?id=\\d+$`));
      const guid = typeof item.guid === 'object' ? item.guid['#text'] ?? text(item.guid) : item.guid;
      expect(String(guid)).toBe(link);
      expect(String(item.pubDate)).toMatch(rfc822);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // Escaped or in CDATA: the description is text, never elements of the feed.
      expect(typeof text(item.description)).toBe('string');
      expect(typeof text(item.title)).toBe('string');
    }
    // One item's link leads to the article.
    expect((await request.get(String(text(items[0].link)).replace(BASE_URL, ''), { maxRedirects: 0 })).status()).toBe(200);
  });

  test('sitemap.xml validates against the sitemap 0.9 schema with its hreflang alternates (xmllint)', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en"');
    const dir = mkdtempSync(path.join(tmpdir(), 'tmz-sitemap-'));
    try {
      const file = path.join(dir, 'sitemap.xml');
      writeFileSync(file, xml);
      const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SITEMAP_SCHEMA, file], { encoding: 'utf8' });
      if (run.error) throw run.error;
      expect(run.stderr.trim()).toBe(`${file} validates`);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
