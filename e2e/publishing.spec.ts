import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { logInAsEditor, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Publishing: a member writes with the editor's toolbar, uploads an image and
 * describes it (its alt text, kept through save and reload), saves, submits; an editor approves it on the review page; readers find it in
 * its channel with the formats kept. And a hostile body stored through the API
 * runs nothing when readers open it.
 */

const pub = (key: string, values: Record<string, string> = {}) => {
  let value = text('zh-CN', 'publish', key);
  for (const [name, replacement] of Object.entries(values)) value = value.replace(`{{${name}}}`, replacement);
  return value;
};
const IMAGE = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.png');
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The editor takes the page over once its chunk has loaded. */
async function editorReady(page: Page) {
  const editor = page.locator('.ql-editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  return editor;
}

async function approveAsEditor(browser: Browser, title: string) {
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, routes.adminSubmissions);
  await staff.getByRole('link', { name: title }).click();
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await staff.getByRole('button', { name: pub('review.approve') }).click();
  await expect(staff.getByText(pub('review.approved', { title }))).toBeVisible();
  await staff.context().close();
}

test('write with the toolbar, upload and describe an image, save, submit → an editor approves → the article is in its channel', async ({ page, browser }) => {
  const title = uniqueTitle('社区门店的选品逻辑');
  const description = '三家社区门店的进货单摊在桌上';
  const described = `img[alt="${description}"]`;
  await signUpMember(page);
  await visit(page, routes.publish);
  const editor = await editorReady(page);

  await page.getByLabel(pub('form.title') + pub('form.required')).fill(title);
  await page.getByLabel(pub('form.channel')).selectOption('hot');
  await page.getByLabel(pub('form.summary') + pub('form.required')).fill('从三家社区门店的进货单看选品的取舍。');

  // A heading, a bold phrase and a list, made with the toolbar.
  await editor.click();
  await page.keyboard.type('门店观察');
  await page.locator('.ql-toolbar .ql-header .ql-picker-label').click();
  await page.locator('.ql-toolbar .ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: pub('editor.toolbar.bold') }).click();
  await page.keyboard.type('进货单是最诚实的数据');
  await page.getByRole('button', { name: pub('editor.toolbar.bold') }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: pub('editor.toolbar.list.bullet') }).click();
  await page.keyboard.type('周转快的品类放在入口');
  await expect(editor.locator('h2')).toHaveText('门店观察');
  await expect(editor.locator('strong')).toHaveText('进货单是最诚实的数据');

  // The image goes through the upload API and is inserted by its address, not as a data URL.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: pub('editor.toolbar.image') }).click()]);
  await chooser.setFiles(IMAGE);
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[\w-]{22}$/);

  // The panel under the editor asks for the image's description without taking the focus; Tab leads there.
  await expect(page.getByRole('status').filter({ hasText: pub('editor.imageAlt.waiting', { count: '1' }) })).toBeAttached();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Tab');
  const box = page.getByRole('textbox', { name: pub('editor.imageAlt.label') });
  await expect(box).toBeFocused();
  await page.keyboard.type(description);
  await page.keyboard.press('Enter');
  // Saved: the panel goes, the image has its alt, and the author is back in the editor (Enter did not send the form).
  await expect(box).toHaveCount(0);
  await expect(editor.locator(described)).toHaveCount(1);
  await expect(editor).toBeFocused();
  await expect(page.getByText(pub('status.unsaved'))).toBeVisible();

  await page.getByRole('button', { name: pub('form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: /已保存 \d{1,2}:\d{2}/ })).toBeVisible();
  // The saved draft comes back on a reload, its image described.
  await page.reload();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(await editorReady(page)).toContainText('进货单是最诚实的数据');
  await expect(editor.locator(described)).toHaveCount(1);

  await page.getByRole('button', { name: pub('form.submit') }).click();
  // The submitted article read-only with its state, never "unsaved"; 写新文章 gives an empty form.
  await expect(page.getByRole('heading', { name: pub('done.pending', { title }) })).toBeFocused();
  await expect(page.getByText(pub('submitted.why.pending'))).toBeVisible();
  // What was sent, as the page shows it.
  await page.getByText(pub('submitted.body')).click();
  await expect(page.locator(`details ${described}`)).toBeVisible();
  await expect(page.getByLabel(pub('form.title') + pub('form.required'))).toHaveCount(0);
  await expect(page.getByText(pub('status.unsaved'))).toHaveCount(0);
  await page.getByRole('link', { name: pub('submitted.new') }).click();
  await expect(page.getByLabel(pub('form.title') + pub('form.required'))).toHaveValue('');
  await expect(page.getByText(pub('status.new'))).toBeVisible();

  await approveAsEditor(browser, title);

  await visit(page, routes.hot);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.locator('article');
  await expect(body.locator('h2', { hasText: '门店观察' })).toBeVisible();
  await expect(body.locator('strong', { hasText: '进货单是最诚实的数据' })).toBeVisible();
  await expect(body.locator('ul li', { hasText: '周转快的品类放在入口' })).toBeVisible();
  const image = body.locator('img[src^="/api/uploads/"]');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', description);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a hostile body stored through the API executes nothing when readers open it', async ({ page, browser }) => {
  const title = uniqueTitle('恶意正文测试');
  await signUpMember(page, '可疑作者');
  const hostile = [
    '<p>正常的段落</p>',
    '<script>alert("script")</script>',
    '<img src=x onerror="alert(\'onerror\')">',
    '<p><a href="javascript:alert(\'link\')">点我</a> <a href="jav&#x09;ascript:alert(1)">编码链接</a></p>',
    '<svg><script>alert("svg")</script></svg><math><mtext><img src=x onerror=alert("math")></mtext></math>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(\'click\')">样式与事件</p>',
    '<form action="javascript:alert(1)"><button>提交</button></form><object data="x.swf"></object>',
  ].join('');
  const created = await page.request.post('/api/articles', { data: { title, channel: 'news', summary: '看它能否执行脚本。', body: hostile } });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number; body: string; updatedAt: string } };
  expect(article.body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|<math|<form|<object/i);
  const submitted = await page.request.post(`/api/articles/${article.id}/submit`, { data: { title, channel: 'news', summary: '看它能否执行脚本。', body: hostile, version: article.updatedAt } });
  expect(submitted.status()).toBe(200);

  await approveAsEditor(browser, title);

  const reader = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  const errors: string[] = [];
  reader.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  reader.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  reader.on('pageerror', (error) => errors.push(error.message));
  await visit(reader, withQuery(routes.informationDetails, { id: article.id }));
  await expect(reader.getByText('正常的段落')).toBeVisible();
  // Click what is left of the links and the paragraph that had a handler.
  await reader.getByText('点我').click();
  await reader.getByText('样式与事件').click();
  await reader.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await expect(reader.locator('article script, article iframe, article svg, article form, article [onerror], article [onclick]')).toHaveCount(0);
  await reader.context().close();
});
