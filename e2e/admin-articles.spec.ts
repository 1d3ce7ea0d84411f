import type { APIRequestContext, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Articles in the staff console: an editor writes an article in the console's
 * editor and schedules it a minute ahead — readers do not see it until that
 * minute has passed, then find it in its channel and open it; and an editor
 * unpublishes and deletes an article from the list, each after answering the
 * question; and two editors open one article — the second to save is refused
 * with who saved first, keeps what they typed, and reloads the latest version
 * when they choose. (Approving a member's submission into its channel is the
 * publishing journey, e2e/publishing.spec.ts.)
 */

const t = (key: string, values: Record<string, string> = {}) => {
  let value = text('zh-CN', 'admin-articles', key);
  for (const [name, replacement] of Object.entries(values)) value = value.replace(`{{${name}}}`, replacement);
  return value;
};
const pub = (key: string) => text('zh-CN', 'publish', key);
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row action's name: the action and its article's title. */
const action = (name: string, title: string) => new RegExp(`^${escape(name)}\\s?${escape(t('list.of', { title }))}$`);

/** A datetime-local value with seconds, in China time (what staff type), for an instant. */
function chinaInput(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** What a visitor gets for a page (the test's own request context: no session): its status and HTML. */
async function asVisitor(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return { status: response.status(), html: await response.text() };
}

async function editorReady(page: Page) {
  const editor = page.locator('.ql-editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  return editor;
}

test('an editor writes an article in the console and schedules it a minute ahead → readers find it in its channel after that minute', async ({ page, browser, request: visitor }) => {
  test.setTimeout(210_000);
  const title = uniqueTitle('定时发布的门店观察');
  await logInAsStaff(page, 'editor');

  await visit(page, routes.adminArticles);
  await page.getByRole('link', { name: t('list.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('edit.newTitle') })).toBeVisible();
  const editor = await editorReady(page);
  await page.getByLabel(pub('form.title') + pub('form.required')).fill(title);
  await page.getByLabel(pub('form.channel')).selectOption('practical');
  await page.getByLabel(pub('form.summary') + pub('form.required')).fill('从三家社区门店的进货单看选品的取舍。');
  await editor.click();
  await page.keyboard.type('进货单是最诚实的数据。');

  // A time already past is refused at the field, and nothing is saved.
  const at = page.getByLabel(t('schedule.at'));
  await at.fill(chinaInput(new Date(Date.now() - 60_000)));
  await page.getByRole('button', { name: t('schedule.submit') }).click();
  await expect(page.getByText(t('errors.atPast'))).toBeVisible();
  await expect(at).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/articles\/edit$/);

  // The whole minute at least one minute ahead: the field takes minutes, so what is typed is exactly this time
  // (a time with seconds would be cut to its minute, and readers could rightly see the article before it).
  const goesLive = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await at.fill(chinaInput(goesLive));
  await page.getByRole('button', { name: t('schedule.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: `《${title}》将于` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/edit\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('button', { name: t('schedule.reschedule') })).toBeVisible();

  // Listed as scheduled in the console; nowhere for readers yet.
  await visit(page, withQuery(routes.adminArticles, { q: title }));
  await expect(page.getByRole('row', { name: new RegExp(escape(title)) })).toContainText(t('states.scheduled'));
  const detail = withQuery(routes.informationDetails, { id });
  expect((await asVisitor(visitor, routes.practical)).html).not.toContain(title);
  expect((await asVisitor(visitor, detail)).status).toBe(404);
  expect(Date.now()).toBeLessThan(goesLive.getTime());

  // After that minute it is there by itself (the public lists are cached for at most 5 s).
  await expect
    .poll(async () => (await asVisitor(visitor, routes.practical)).html.includes(title), { timeout: 150_000, intervals: [2_000] })
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());

  const reader = await (await browser.newContext()).newPage();
  await visit(reader, routes.practical);
  await reader.getByRole('link', { name: title }).first().click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.locator('article')).toContainText('进货单是最诚实的数据。');
  await reader.context().close();
});

test('an editor unpublishes an article and then deletes it from the list, each after answering the question', async ({ page, request: visitor }) => {
  const title = uniqueTitle('要撤下再删除的文章');
  await logInAsStaff(page, 'editor');
  const created = await page.request.post('/api/admin/articles', {
    data: { title, channel: 'hot', summary: '这篇文章会被撤下，然后删除。', body: '<p>正文</p>' },
  });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number } };
  expect((await page.request.post(`/api/admin/articles/${article.id}/publish`, { data: { mode: 'now' } })).status()).toBe(200);
  const detail = withQuery(routes.informationDetails, { id: article.id });
  await expect.poll(async () => (await asVisitor(visitor, detail)).status).toBe(200);

  await visit(page, withQuery(routes.adminArticles, { q: title }));
  const row = page.getByRole('row', { name: new RegExp(escape(title)) });
  await expect(row).toContainText(t('states.published'));

  // Unpublish: the question first; "cancel" changes nothing.
  await row.getByRole('button', { name: action(t('list.unpublish'), title) }).click();
  let dialog = page.getByRole('dialog', { name: t('confirm.unpublishTitle') });
  await expect(dialog).toContainText(t('confirm.unpublishText', { title }));
  await dialog.getByRole('button', { name: text('zh-CN', 'console', 'dialog.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(t('states.published'));

  await row.getByRole('button', { name: action(t('list.unpublish'), title) }).click();
  await dialog.getByRole('button', { name: t('confirm.unpublish') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('done.unpublished', { title }) })).toBeVisible();
  await expect(row).toContainText(t('states.draft'));
  await expect(row.getByRole('button', { name: action(t('list.unpublish'), title) })).toHaveCount(0);
  await expect.poll(async () => (await asVisitor(visitor, detail)).status, { timeout: 10_000 }).toBe(404);

  // Delete: the question is answered from the keyboard — Esc keeps the article, Enter on "confirm" deletes it.
  await row.getByRole('button', { name: action(t('list.delete'), title) }).click();
  dialog = page.getByRole('dialog', { name: t('confirm.deleteTitle') });
  await expect(dialog).toContainText(t('confirm.deleteText', { title }));
  await expect(dialog.getByRole('button', { name: text('zh-CN', 'console', 'dialog.cancel') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: action(t('list.delete'), title) }).click();
  await dialog.getByRole('button', { name: t('confirm.delete') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t('done.deleted', { title }) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(escape(title)) })).toHaveCount(0);
  await expect(page.getByText(t('list.emptyFiltered'))).toBeVisible();
  expect((await page.request.get(`/api/admin/articles/${article.id}`)).status()).toBe(404);
});

test('two editors open the same article; the second to save is told who saved first, keeps what they typed, and reloads the latest when they choose', async ({ page, browser }) => {
  const title = uniqueTitle('两位编辑同时修改');
  await logInAsStaff(page, 'editor');
  const created = await page.request.post('/api/admin/articles', { data: { title, channel: 'hot', summary: '原来的摘要。', body: '<p>原来的正文。</p>' } });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number } };
  const edit = withQuery(routes.adminArticleEdit, { id: article.id });
  const titleField = (on: Page) => on.getByLabel(pub('form.title') + pub('form.required'));
  const summaryField = (on: Page) => on.getByLabel(pub('form.summary') + pub('form.required'));

  // Both open the editor.
  const other = await (await browser.newContext()).newPage();
  await logInAsStaff(other, 'admin');
  await visit(other, edit);
  await visit(page, edit);
  await editorReady(other);
  const body = await editorReady(page);

  // The admin saves first.
  await titleField(other).fill(`${title}（管理员改）`);
  await other.getByRole('button', { name: t('edit.saveDraft') }).click();
  await expect(other.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

  // The editor, still on the version both opened, changes the summary and the body and saves: refused, nothing lost.
  await summaryField(page).fill('编辑写的新摘要。');
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type('编辑补充的一句。');
  await page.getByRole('button', { name: t('edit.saveDraft') }).click();
  const alert = page.getByRole('alert').filter({ hasText: '其他人已在你打开后保存了这条记录（站点管理员，' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(text('zh-CN', 'console', 'version.keep'));
  await expect(summaryField(page)).toHaveValue('编辑写的新摘要。');
  await expect(body).toContainText('编辑补充的一句。');
  await expect(titleField(page)).toHaveValue(title);
  const stored = (await (await page.request.get(`/api/admin/articles/${article.id}`)).json()) as { article: { title: string; summary: string } };
  expect(stored.article).toMatchObject({ title: `${title}（管理员改）`, summary: '原来的摘要。' });

  // Reloading, from the keyboard, shows the admin's version; the editor's next save goes on top of it.
  const reload = alert.getByRole('button', { name: text('zh-CN', 'console', 'version.reload') });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(titleField(page)).toHaveValue(`${title}（管理员改）`);
  await expect(summaryField(page)).toHaveValue('原来的摘要。');
  await summaryField(page).fill('编辑在最新版本上写的摘要。');
  await page.getByRole('button', { name: t('edit.saveDraft') }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  const after = (await (await page.request.get(`/api/admin/articles/${article.id}`)).json()) as { article: { title: string; summary: string } };
  expect(after.article).toMatchObject({ title: `${title}（管理员改）`, summary: '编辑在最新版本上写的摘要。' });
  await other.context().close();
});
