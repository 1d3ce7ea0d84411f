import type { Page } from '@playwright/test';

/** With SHOTS_DIR=<dir>: full-page screenshots of the page at 360 and 1280 px, `<dir>/<name>-<width>.png`. */
export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
