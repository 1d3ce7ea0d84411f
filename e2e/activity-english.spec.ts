import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { chinaLocalTime, logInAsStaff } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * English content: the flagship show's English pages hold no Chinese in its
 * overview, audience, highlights, agenda or address; an activity written in
 * Chinese only says so in one line per part on its English page, until an
 * editor gives it its English in the console; the home page's first screen
 * names the next show and lists open activities first.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const en = (namespace: string, key: string) => text('en', namespace, key);
const zh = (namespace: string, key: string) => text('zh-CN', namespace, key);
const SHOTS = process.env.SHOTS_DIR;

async function noChinese(part: Locator) {
  await expect(part).toBeVisible();
  const words = await part.innerText();
  expect(words.trim().length).toBeGreaterThan(0);
  expect(words, `Chinese in: ${words}`).not.toMatch(CJK);
}

/** Full-page screenshots at a phone's and a laptop's width, when SHOTS_DIR names where to keep them. */
async function shots(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(amap\.com|autonavi\.com|baidu\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
});

test('the show’s English pages are English: overview, audience, highlights, agenda and address', async ({ page }) => {
  await visit(page, `/en${routes.tmz}`);
  const hero = page.locator('#show');
  await noChinese(hero.getByRole('heading', { level: 2 }));
  await noChinese(hero.locator('dl'));
  await noChinese(hero);
  await shots(page, 'en-tmz');

  await hero.getByRole('link', { name: en('activities', 'show.details') }).click();
  await expect(page).toHaveURL(/\/en\/activityDetail\?id=\d+$/);
  await noChinese(page.getByRole('heading', { level: 1 }));
  await noChinese(page.locator('[data-part="description"]'));
  await expect(page.locator('[data-part="description"]').getByRole('heading', { name: 'Who should come' })).toBeVisible();
  await expect(page.locator('[data-part="description"]').getByRole('heading', { name: 'New this year' })).toBeVisible();
  await noChinese(page.locator('[data-part="agenda"]'));
  await expect(page.locator('[data-part="agenda"]')).toContainText('Day 1 09:00');
  const where = page.locator('dl div').filter({ has: page.getByText(en('activity', 'venue'), { exact: true }) });
  await noChinese(where);
  await expect(where).toContainText('2345 Longyang Road');
  await expect(page.getByText(en('common', 'chineseOnly.link'))).toHaveCount(0);
  await shots(page, 'en-show-detail');
});

test('an activity in Chinese only says so on its English page, until an editor gives it its English in the console', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAsStaff(page, 'editor');
  const title = `英文内容测试 ${randomInt(10_000, 99_999)}`;
  const day = chinaLocalTime(20 * 86_400_000).slice(0, 10);
  const created = await page.request.post('/api/admin/activities', {
    data: {
      kind: 'forum',
      title,
      titleEn: `English content ${title.slice(-5)}`,
      summary: '只有中文的活动。',
      summaryEn: 'An event written in Chinese first.',
      description: '<h2>活动介绍</h2><p>现场洽谈。</p>',
      cover: '',
      online: false,
      venue: '会展中心 3 号馆',
      venueEn: 'Expo Centre, Hall 3',
      address: '上海市浦东新区龙阳路 2345 号',
      city: '上海',
      cityEn: 'Shanghai',
      lng: null,
      lat: null,
      startsAt: `${day}T14:00`,
      endsAt: `${day}T17:00`,
      capacity: 50,
      perRegistrationLimit: 1,
      registrationOpensAt: chinaLocalTime(-86_400_000),
      registrationClosesAt: `${day}T14:00`,
      doorsOpenAt: '',
      exhibitorIds: [],
      agenda: [{ time: '全天', title: '洽谈', titleEn: 'Meetings' }],
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { activity } = (await created.json()) as { activity: { id: number } };
  const english = `/en${withQuery(routes.activity, { id: activity.id })}`;

  // Chinese only: the description, the agenda's time and the address each say so in one line.
  await visit(page, english);
  await expect(page.getByText(en('activity', 'chineseOnly.description'))).toBeVisible();
  await expect(page.locator('[data-part="description"]')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('[data-part="agenda"]').getByText(en('activity', 'chineseOnly.agenda'))).toBeVisible();
  await expect(page.getByText('上海市浦东新区龙阳路 2345 号 (address in Chinese only)')).toBeVisible();
  await shots(page, 'en-chinese-only');

  // The editor writes the English beside the Chinese.
  await visit(page, withQuery(routes.adminActivityEdit, { id: activity.id }));
  const form = page.getByRole('form', { name: zh('admin-activities', 'form.editTitle') });
  const editors = form.locator('.ql-editor');
  await expect(editors).toHaveCount(2, { timeout: 15_000 });
  await editors.nth(1).click();
  await page.keyboard.type('Face-to-face meetings with buyers.');
  await form.getByLabel(zh('admin-activities', 'form.addressEn')).fill('2345 Longyang Road, Pudong, Shanghai');
  const row = form.getByRole('group', { name: zh('admin-activities', 'form.agendaRow').replace('{{number}}', '1') });
  await row.getByLabel(zh('admin-activities', 'form.agendaTimeEn')).fill('All day');
  await shots(page, 'console-form');
  await form.getByRole('button', { name: zh('admin-activities', 'form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: zh('admin-activities', 'form.saved') })).toBeVisible();

  await visit(page, english);
  await noChinese(page.locator('[data-part="description"]'));
  await expect(page.locator('[data-part="description"]')).toContainText('Face-to-face meetings with buyers.');
  await noChinese(page.locator('[data-part="agenda"]'));
  await expect(page.getByText('Expo Centre, Hall 3, 2345 Longyang Road, Pudong, Shanghai')).toBeVisible();
  await expect(page.getByText(en('common', 'chineseOnly.link'))).toHaveCount(0);

  // Hidden again, so that other journeys' lists stay as seeded.
  const current = (await (await page.request.get(`/api/admin/activities/${activity.id}`)).json()) as { activity: { values: Record<string, unknown>; version: string } };
  expect((await page.request.put(`/api/admin/activities/${activity.id}`, { data: { ...current.activity.values, published: false, version: current.activity.version } })).status()).toBe(200);
});

test('the home page’s first screen names the next show, and its activities list open ones first', async ({ page }) => {
  for (const [prefix, lang] of [['', 'zh-CN'], ['/en', 'en']] as const) {
    await visit(page, `${prefix}/`);
    const next = page.locator('#hero').getByTestId('home-next-show');
    await expect(next).toBeInViewport();
    await expect(next).toContainText(text(lang, 'home', 'hero.nextShow'));
    await expect(next).toContainText(lang === 'en' ? /The 12th TMZ Consumer Goods Industry Show \(Shanghai\)\s*\d{1,2}–\d{1,2} [A-Z][a-z]+ \d{4} · (Where: )?Shanghai New International Expo Centre, Halls W3–W5/ : /第十二届 TMZ 消费品产业展（上海）\s*\d{4}年\d{1,2}月\d{1,2}日至/);
    if (lang === 'en') await noChinese(next);

    const states = await page.locator('#tmz ul li [data-state]').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
    expect(states.length).toBeGreaterThan(0);
    const rank = (state: string | null) => ['open', 'full', 'upcoming', 'closed'].indexOf(state ?? '');
    expect(states.map(rank)).toEqual([...states.map(rank)].sort((a, b) => a - b));
    expect(states[0]).toBe('open');
    await shots(page, `home-${lang}`, false);
  }
});
