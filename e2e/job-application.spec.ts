import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addChinaDays, chinaDayOf } from '../lib/china-datetime';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Applying for a job from a phone: at 360 px a candidate fills in the form on
 * the job's page (a field error goes as soon as the field is put right, what
 * was typed stays), sends a PDF on a slow network (the upload's progress bar
 * shows), and gets the reference and a receipt; a recruiter finds the
 * application in the console, downloads nothing inline and moves it to
 * interview; the candidate's message is listed for staff and the candidate's
 * look-up shows the new status. The job is hidden again at the end.
 */

const apply = (key: string) => text('zh-CN', 'applications', key);
const staffText = (key: string) => text('zh-CN', 'admin-applications', key);
const today = chinaDayOf(new Date());

/** A PDF of about 300 kB (a real résumé's size), ending as a PDF does. */
const RESUME_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
  Buffer.from(`% ${'简历 '.repeat(30_000)}\n`),
  Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
]);

interface Listed {
  kind: string;
  status: string;
  text: string;
}

/** An open job, made through the console's API as an editor. */
async function openJob(staff: APIRequestContext, title: string): Promise<number> {
  const response = await staff.post('/api/admin/jobs', {
    data: {
      title,
      titleEn: '',
      department: '品牌运营部',
      departmentEn: '',
      city: '上海',
      cityEn: '',
      headcount: '1',
      employmentType: 'full_time',
      salaryMin: '',
      salaryMax: '',
      duties: ['负责品牌入驻与日常运营'],
      requirements: ['两年以上品牌运营经验'],
      postedDate: addChinaDays(today, -3),
      closesDate: addChinaDays(today, 30),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { item: { id: number } }).item.id;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Slows the page's uploads to a poor mobile network (about 48 kB/s up), so that the progress bar has time to show. */
async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 400 * 1024, uploadThroughput: 48 * 1024 });
}

test('apply from a phone with a PDF → receipt → a recruiter moves it to interview → the candidate is told and the look-up says so', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logInAsStaff(page, 'editor');
  const title = `品牌运营专员${randomInt(10_000, 99_999)}`;
  const jobId = await openJob(page.request, title);
  const mobile = newMobile('135');

  // ---- the candidate, on a phone ----
  const candidate = await phone(browser);
  await visit(candidate, withQuery(routes.recruitDetail, { id: jobId }));
  const form = candidate.locator('#apply');
  await expect(form.getByRole('heading', { level: 2, name: apply('apply.title') })).toBeVisible();
  // The mailto stays, as the second way.
  await expect(candidate.getByRole('link', { name: text('zh-CN', 'join-us', 'job.applyButton') })).toHaveAttribute('href', /^mailto:/);

  const name = form.getByLabel(`${apply('form.name')} *`);
  const number = form.getByLabel(`${apply('form.mobile')} *`);
  await name.fill('张晓');
  await number.fill('1380013');
  await form.getByRole('button', { name: apply('form.submit') }).click();
  // Every missing field says so; what was typed stays; the first field in error takes the focus.
  await expect(form.getByText(apply('form.errors.mobileFormat'))).toBeVisible();
  await expect(form.getByText(apply('form.errors.resumeRequired'))).toBeVisible();
  await expect(form.getByText(apply('form.errors.consentRequired'))).toBeVisible();
  await expect(number).toBeFocused();
  await expect(name).toHaveValue('张晓');
  // Put right, a field's error goes at once; the others stay until they are.
  await number.fill(mobile);
  await expect(form.getByText(apply('form.errors.mobileFormat'))).toHaveCount(0);
  await expect(form.getByText(apply('form.errors.emailRequired'))).toBeVisible();

  await form.getByLabel(`${apply('form.email')} *`).fill('zhangxiao@example.com');
  await form.getByLabel(`${apply('form.city')} *`).fill('上海');
  await form.getByLabel(`${apply('form.experience')} *`).selectOption('3to5');
  await form.getByLabel(`${apply('form.education')} *`).selectOption('bachelor');
  await form.locator('input[type=file]').setInputFiles({ name: '张晓-简历.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(form.getByText(/^已选择：张晓-简历\.pdf（\d+ KB）$/)).toBeVisible();
  await expect(form.getByText(apply('form.errors.resumeRequired'))).toHaveCount(0);
  await form.getByLabel(apply('form.coverNote')).fill('三年天猫旗舰店运营经验。');
  await form.getByRole('checkbox').check();
  await expect(form.getByText(apply('form.errors.consentRequired'))).toHaveCount(0);

  await slowUploads(candidate);
  await form.getByRole('button', { name: apply('form.submit') }).click();
  const progress = form.getByRole('progressbar', { name: apply('form.progressLabel') });
  await expect(progress).toBeVisible();
  await expect(form.getByText(/^正在上传简历：/)).toBeVisible();

  const receipt = form.getByRole('heading', { level: 3, name: apply('receipt.title') });
  await expect(receipt).toBeFocused({ timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  const reference = (await form.getByText(/^AP-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^AP-/);
  await expect(form).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  // Nothing of the page is wider than the phone.
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // ---- the recruiter ----
  await visit(page, withQuery(routes.adminApplications, { job: jobId }));
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('张晓');
  await expect(row).toContainText(apply('status.new'));
  await row.getByRole('link', { name: staffText('list.openLabel').replace('{{reference}}', reference).replace('{{name}}', '张晓') }).click();
  await expect(page.getByRole('heading', { level: 1, name: `张晓 · ${reference}` })).toBeVisible();
  await expect(page.getByText('三年天猫旗舰店运营经验。')).toBeVisible();
  const download = page.getByRole('link', { name: staffText('detail.download') });
  await expect(download).toHaveAttribute('href', /^\/api\/admin\/applications\/\d+\/resume$/);
  const served = await page.request.get((await download.getAttribute('href'))!);
  expect(served.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  expect(served.headers()['content-disposition']).toMatch(/^attachment; /);

  await page.getByLabel(staffText('detail.moveTo')).selectOption('interview');
  await expect(page.getByText(staffText('detail.tells'))).toBeVisible();
  await page.getByRole('button', { name: staffText('detail.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: staffText('detail.changed').replace('{{status}}', apply('status.interview')) })).toBeVisible();
  await expect(page.getByText(`${apply('status.new')} → ${apply('status.interview')}`)).toBeVisible();

  // The candidate's message, as staff see it (the e2e servers send with the log transport).
  let listed: Listed[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(withQuery('/api/admin/messages', { recipient: mobile, kind: 'application_interview' }));
      listed = ((await response.json()) as { messages: Listed[] }).messages;
      return listed.map((message) => message.status);
    })
    .toEqual(['sent']);
  expect(listed[0]!.text).toContain('已进入面试环节');
  await visit(page, withQuery(routes.adminMessages, { recipient: mobile }));
  await expect(page.getByRole('row').filter({ hasText: text('zh-CN', 'console', 'messages.kinds.application_interview') })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text('zh-CN', 'console', 'messages.kinds.application_received') })).toBeVisible();

  // ---- the candidate looks it up ----
  await candidate.getByRole('link', { name: apply('receipt.statusLink'), exact: true }).click();
  await expect(candidate).toHaveURL(routes.applicationStatus);
  await candidate.getByLabel(apply('lookup.reference'), { exact: true }).fill(reference.toLowerCase());
  await candidate.getByLabel(apply('lookup.mobile'), { exact: true }).fill(mobile);
  await candidate.getByRole('button', { name: apply('lookup.submit') }).click();
  await expect(candidate.getByRole('heading', { level: 3, name: apply('lookup.resultTitle').replace('{{reference}}', reference) })).toBeFocused();
  await expect(candidate.getByText(apply('status.interview'), { exact: true })).toBeVisible();
  await expect(candidate.getByText(title, { exact: true })).toBeVisible();

  // The job leaves the public site as the other specs expect it.
  expect((await page.request.post(`/api/admin/jobs/${jobId}/hide`, { data: { hidden: true } })).status()).toBe(200);
});

/** Fills in and sends the application form of the page's job, as a candidate would. */
async function sendApplication(page: Page, mobile: string): Promise<void> {
  const form = page.locator('#apply');
  await form.getByLabel(`${apply('form.name')} *`).fill('李越');
  await form.getByLabel(`${apply('form.mobile')} *`).fill(mobile);
  await form.getByLabel(`${apply('form.email')} *`).fill('liyue@example.com');
  await form.getByLabel(`${apply('form.city')} *`).fill('杭州');
  await form.getByLabel(`${apply('form.experience')} *`).selectOption('1to3');
  await form.getByLabel(`${apply('form.education')} *`).selectOption('bachelor');
  await form.locator('input[type=file]').setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: apply('form.submit') }).click();
}

test('a repeat shows the reference only in the browser that applied; anyone else is told it went to the number', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await logInAsStaff(page, 'editor');
  const jobId = await openJob(page.request, `招商专员${randomInt(10_000, 99_999)}`);
  const mobile = newMobile('136');
  const candidate = await phone(browser);
  await visit(candidate, withQuery(routes.recruitDetail, { id: jobId }));
  await sendApplication(candidate, mobile);
  await expect(candidate.getByRole('heading', { level: 3, name: apply('receipt.title') })).toBeFocused({ timeout: 20_000 });
  const reference = (await candidate.locator('#apply').getByText(/^AP-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';

  // The same phone, later: the page again, the same number.
  await visit(candidate, withQuery(routes.recruitDetail, { id: jobId }));
  await sendApplication(candidate, mobile);
  await expect(candidate.getByRole('heading', { level: 3, name: apply('receipt.repeatedTitle') })).toBeFocused({ timeout: 20_000 });
  await expect(candidate.locator('#apply').getByText(reference, { exact: true })).toBeVisible();

  // Someone else who knows the number: no reference, only where it went.
  const stranger = await browser.newPage();
  await visit(stranger, withQuery(routes.recruitDetail, { id: jobId }));
  await sendApplication(stranger, mobile);
  const told = stranger.locator('#apply');
  await expect(told.getByRole('heading', { level: 3, name: apply('receipt.repeatedTitle') })).toBeFocused({ timeout: 20_000 });
  await expect(told.getByText(apply('receipt.repeatedElsewhereText'))).toBeVisible();
  await expect(told).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  await expect(told).not.toContainText('AP-');
  await stranger.close();
  await candidate.context().close();
  expect((await page.request.post(`/api/admin/jobs/${jobId}/hide`, { data: { hidden: true } })).status()).toBe(200);
});

test('a closed job’s page says so in place of the form, and carries no JobPosting', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const jobId = await openJob(page.request, `门店拓展经理${randomInt(10_000, 99_999)}`);
  const posting = async () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as { '@type': string; directApply?: boolean }).find((block) => block['@type'] === 'JobPosting'));
  await visit(page, withQuery(routes.recruitDetail, { id: jobId }));
  expect(await posting()).toMatchObject({ directApply: true });

  const opened = await page.request.get(`/api/admin/jobs/${jobId}`);
  const { item } = (await opened.json()) as { item: Record<string, unknown> & { version: string } };
  // Closed: its closing day was yesterday (the job form's own values otherwise, with the version it was opened at).
  const saved = await page.request.put(`/api/admin/jobs/${jobId}`, { data: { ...item, closesDate: addChinaDays(today, -1) } });
  expect(saved.status(), await saved.text()).toBe(200);

  await visit(page, withQuery(routes.recruitDetail, { id: jobId }));
  await expect(page.getByRole('heading', { level: 2, name: apply('apply.closedTitle') })).toBeVisible();
  await expect(page.locator('#apply form')).toHaveCount(0);
  expect(await posting()).toBeUndefined();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
