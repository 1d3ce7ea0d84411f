import { chromium } from '@playwright/test';
const [,, base, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const spec of specs) {
  const [path, width, out, action] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await ctx.newPage();
  if (process.env.COOKIE) await ctx.addCookies([{ name: 'tmz_session', value: process.env.COOKIE, url: base }]);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  if (action) await eval(`(async () => { ${action} })()`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: out, fullPage: !out.endsWith('-vp.png') });
  await ctx.close();
}
await browser.close();
