import { routes } from '../lib/routes';
import { visit } from './support/site';
import { expect, test } from './support/test';

/** The page head (docs/spec.md §1.2 and §1.3). */

test('the home page carries the head tags of every page and the "官网" title', async ({ page }) => {
  await visit(page, routes.home);
  const head = page.locator('head');
  await expect(head.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(head.locator('meta[name="renderer"]')).toHaveAttribute('content', 'webkit');
  await expect(head.locator('meta[http-equiv="X-UA-Compatible"]')).toHaveAttribute('content', 'IE=edge');
  await expect(head.locator('meta[http-equiv="Cache-Control"]')).toHaveAttribute('content', /no-cache/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /\S/);
  await expect(page).toHaveTitle(/\S官网$/);
  const ogTitle = await head.locator('meta[property="og:title"]').getAttribute('content');
  expect(ogTitle).toBe(await page.title());
});

test('the shell scripts are in <head>, ahead of Next.js scripts', async ({ page }) => {
  await visit(page, routes.privacy);
  const scripts = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('script[src]'), (s) => new URL((s as HTMLScriptElement).src).pathname),
  );
  const firstNext = scripts.findIndex((src) => src.startsWith('/_next/'));
  expect(firstNext, 'Next.js scripts in <head>').toBeGreaterThanOrEqual(0);
  for (const shell of ['/scripts/rem.js', '/scripts/chunk-guard.js', '/scripts/compat.js']) {
    const index = scripts.indexOf(shell);
    expect(index, `${shell} in <head>`).toBeGreaterThanOrEqual(0);
    expect(index, `${shell} before ${scripts[firstNext]}`).toBeLessThan(firstNext);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the root font size is set inline while <head> is parsed, before first paint', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { value: string; bodyExisted: boolean; painted: number }[] = [];
      (window as unknown as { __rootSize: typeof seen }).__rootSize = seen;
      // <html> does not exist yet when init scripts run: watch the whole document.
      new MutationObserver(() => {
        if (seen.length === 0 && document.documentElement?.style.fontSize) {
          seen.push({
            value: document.documentElement.style.fontSize,
            bodyExisted: document.body !== null,
            painted: performance.getEntriesByType('paint').length,
          });
        }
      }).observe(document, { attributes: true, attributeFilter: ['style'], childList: true, subtree: true });
    });
    await visit(page, routes.privacy);
    const first = await page.evaluate(() => (window as unknown as { __rootSize: unknown[] }).__rootSize[0]);
    // rem.js scales 14 px (320 px wide) to 16 px (414 px wide): 360 px → 14.85 px.
    expect(first).toEqual({ value: '14.85px', bodyExisted: false, painted: 0 });
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('14.85px');
  });

  for (const pathname of [routes.home, routes.brand, routes.privacy, routes.joinUs, routes.login]) {
    test(`${pathname} does not shift its layout while loading (CLS < 0.01)`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            const nodes = (entry.sources ?? []).map((s) => {
              const node = s.node as Element | null | undefined;
              return node && 'tagName' in node ? `${node.tagName.toLowerCase()}.${node.className}` : String(node);
            });
            w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await visit(page, pathname, { waitUntil: 'networkidle' });
      // Two frames after the network went quiet: anything hydration moved has been recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      expect(cls, `layout shifts: ${shifts.join('; ') || 'none'}`).toBeLessThan(0.01);
    });
  }
});
