import { and, eq } from 'drizzle-orm';
import lookupRoute from '@/pages/api/applications/lookup';
import fileRoute from '@/pages/api/uploads/[id]';
import { REPEAT_WINDOW_DAYS } from '@/lib/applications/rules';
import { applyForJob } from '@/server/applications/apply';
import { inspectResume } from '@/server/applications/resume';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { jobApplications, messages, uploadBlobs, uploads } from '@/server/db/schema';
import { loadJobDetail } from '@/server/jobs/detail-loader';
import type { PageContext } from '@/server/http/page';
import type { ApplyAnswer } from '@/lib/applications/views';
import { buildUser, freshIp } from './auth-support';
import { callApi } from './support/api';
import { applicationFields, applicationHead, insertJob, newMobile, PDF_RESUME, postApplication, type ResumeFile } from './support/applications';
import { freshDatabase } from './support/db';
import { fixture } from './support/multipart';
import { docBytes, docmBytes, docxBytes, htmlBytes, pdfBytes, plainZipBytes, truncatedPdfBytes, xlsBytes } from './support/resume-files';

/**
 * Applying for a job from its page (POST /api/jobs/{id}/applications): the
 * résumé judged by its bytes, the application and its file committed
 * together with the receipt message, field errors before the file is read,
 * the repeat rule (same mobile, same job, 30 days), the limits per address and
 * per mobile number, a closed job, and the candidate's status look-up.
 */

// Some tests send twenty applications or make accounts (scrypt): room for a machine busy with other suites.
jest.setTimeout(30_000);

let database: Database;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 60_000);
afterAll(() => database.close());

const answerOf = (answer: { body: unknown }) => answer.body as ApplyAnswer;
/** The receipt an answer carries (a new application's, or a repeat shown to its own candidate). */
function receiptOf(answer: { body: unknown }) {
  const { application } = answerOf(answer);
  if (!application) throw new Error(`no receipt in ${JSON.stringify(answer.body)}`);
  return application;
}
/** The capability cookie of an answer, as the browser sends it back. */
function ownerCookieOf(answer: { cookies: string[] }): string {
  const set = answer.cookies.find((cookie) => cookie.startsWith('tmz_app_'));
  if (!set) throw new Error('no tmz_app_ cookie');
  return set.split(';')[0]!;
}
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;

async function applicationsOf(jobId: number) {
  return database.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
}

async function messagesTo(recipient: string) {
  return database.db.select().from(messages).where(eq(messages.recipient, recipient));
}

describe('the résumé, judged by its bytes', () => {
  it.each<[string, Buffer, string]>([
    ['a PDF', pdfBytes(), 'application/pdf'],
    ['a DOCX (an OOXML package declaring a Word document)', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a DOC (a compound file with a WordDocument stream)', docBytes(), 'application/msword'],
    ['a JPEG', fixture('photo.jpg'), 'image/jpeg'],
    ['a PNG', fixture('photo.png'), 'image/png'],
  ])('takes %s', async (_what, bytes, type) => {
    expect((await inspectResume(bytes)).type).toBe(type);
  });

  it.each<[string, Buffer, string]>([
    ['a ZIP that is not an OOXML package', plainZipBytes(), 'unsupported_type'],
    ['a macro-enabled Word package (.docm)', docmBytes(), 'unsupported_type'],
    ['an Excel sheet in a compound file', xlsBytes(), 'unsupported_type'],
    ['an HTML page', htmlBytes(), 'unsupported_type'],
    ['an SVG', fixture('drawing.svg'), 'unsupported_type'],
    ['a GIF (an image, but not one a résumé may be)', fixture('animated.gif'), 'unsupported_type'],
    ['a PDF cut short', truncatedPdfBytes(), 'undecodable'],
    ['a pixel flood', fixture('pixel-flood.png'), 'too_many_pixels'],
  ])('refuses %s', async (_what, bytes, reason) => {
    await expect(inspectResume(bytes)).rejects.toMatchObject({ reason });
  });

  it('says a file named as a résumé type is not what its name says, in the language of the request', async () => {
    const text = Buffer.from('This is my CV in plain text.\n');
    await expect(inspectResume(text, 'cv.pdf')).rejects.toMatchObject({ reason: 'not_as_named', values: { extension: 'pdf', kind: 'PDF' } });
    await expect(inspectResume(text, 'cv.txt')).rejects.toMatchObject({ reason: 'unsupported_type' });
    const answer = await postApplication((await insertJob(database.db)).id, applicationFields(), { filename: 'cv.pdf', bytes: text, type: 'application/pdf' }, { ip: freshIp(), lang: 'en' });
    expect(answer.status).toBe(415);
    expect(errorOf(answer).fields).toEqual({
      resume: ['This file is named .pdf, but its content is not a PDF file (perhaps only its extension was changed). Please export or save it as a PDF, Word (DOC, DOCX), JPG or PNG file and upload it again'],
    });
  });

  it('re-encodes a photographed résumé, which drops its EXIF (a phone photo’s location)', async () => {
    const jpeg = fixture('photo.jpg');
    expect(jpeg.includes('<script>')).toBe(true);
    const inspected = await inspectResume(jpeg);
    expect(inspected.bytes.includes('<script>')).toBe(false);
    expect([inspected.width, inspected.height]).toEqual([16, 24]);
  });
});

describe('POST /api/jobs/{id}/applications', () => {
  it('stores the application, its résumé and its receipt together, and answers the reference', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员' });
    const number = newMobile();
    // Typed as people type it: the server keeps the 11 digits.
    const fields = applicationFields({ mobile: `${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}` });
    const answer = await postApplication(job.id, fields, PDF_RESUME, { ip: freshIp() });
    expect(answer.status).toBe(201);
    const { repeated } = answerOf(answer);
    const application = receiptOf(answer);
    expect(repeated).toBe(false);
    expect(application.reference).toMatch(/^AP-\d{8}-[A-HJ-NP-Z2-9]{6}$/);
    expect(application).toEqual({ reference: application.reference, jobTitle: '品牌运营专员', submittedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');

    const [row] = await applicationsOf(job.id);
    const mobile = number;
    expect(row).toMatchObject({ reference: application.reference, name: '张三', mobile, email: 'zhangsan@example.com', city: '上海', experience: '3to5', education: 'bachelor', status: 'new', locale: 'zh-CN' });
    const [upload] = await database.db.select().from(uploads).innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256)).where(eq(uploads.id, row!.resumeUploadId));
    expect(upload?.uploads).toMatchObject({ purpose: 'resume', ownerId: null });
    expect(upload?.upload_blobs.type).toBe('application/pdf');
    expect(upload?.upload_blobs.bytes.equals(pdfBytes())).toBe(true);

    const receipts = await messagesTo(mobile);
    expect(receipts.map((message) => [message.kind, message.channel, message.params.reference, message.params.title])).toEqual([['application_received', 'sms', application.reference, '品牌运营专员']]);
    expect((await messagesTo('zhangsan@example.com')).some((message) => message.kind === 'application_received' && message.params.reference === application.reference)).toBe(true);
  });

  it('writes the receipt in the language the candidate applied in, with the job’s English title', async () => {
    const job = await insertJob(database.db);
    const fields = applicationFields();
    const answer = await postApplication(job.id, fields, PDF_RESUME, { ip: freshIp(), lang: 'en' });
    expect(receiptOf(answer).jobTitle).toBe(job.titleEn);
    const [receipt] = await messagesTo(fields.mobile!);
    expect(receipt).toMatchObject({ locale: 'en', params: expect.objectContaining({ title: job.titleEn, link: expect.stringMatching(/\/en\/join-us\/status$/) }) });
  });

  it('keeps a PDF named .docx as the PDF its bytes say it is', async () => {
    const job = await insertJob(database.db);
    const renamed: ResumeFile = { filename: 'resume.docx', bytes: pdfBytes(), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    expect((await postApplication(job.id, applicationFields(), renamed, { ip: freshIp() })).status).toBe(201);
    const [row] = await applicationsOf(job.id);
    const [blob] = await database.db.select({ type: uploadBlobs.type }).from(uploads).innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256)).where(eq(uploads.id, row!.resumeUploadId));
    expect(blob?.type).toBe('application/pdf');
  });

  it.each<[string, ResumeFile, number, string]>([
    // Named as a résumé type but of none by its bytes: said as such, not as a wrong extension.
    [
      'a text file named .pdf',
      { filename: '简历.PDF', bytes: Buffer.from('王小明\n求职意向：品牌运营\n电话：13800000000\n'), type: 'application/pdf' },
      415,
      '这份文件名为 .pdf，但内容并不是 PDF 文件（可能只是改了扩展名）。请用原软件导出或另存为 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件后再上传',
    ],
    [
      'a ZIP that is not OOXML, named .docx',
      { filename: 'resume.docx', bytes: plainZipBytes() },
      415,
      '这份文件名为 .docx，但内容并不是 Word 文件（可能只是改了扩展名）。请用原软件导出或另存为 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件后再上传',
    ],
    [
      'an HTML page named .pdf',
      { filename: 'resume.pdf', bytes: htmlBytes(), type: 'application/pdf' },
      415,
      '这份文件名为 .pdf，但内容并不是 PDF 文件（可能只是改了扩展名）。请用原软件导出或另存为 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件后再上传',
    ],
    // Named as what it is, a type a résumé may not be: the types allowed.
    ['an HTML page named .html', { filename: 'resume.html', bytes: htmlBytes(), type: 'text/html' }, 415, '简历只能是 PDF、Word（DOC、DOCX）、JPG 或 PNG 文件'],
    ['a PDF cut short', { filename: 'resume.pdf', bytes: truncatedPdfBytes() }, 415, '这份简历文件无法读取，可能已损坏或没有上传完整，请重新导出后再上传'],
  ])('refuses %s on the résumé field, and stores nothing', async (_what, file, status, message) => {
    const job = await insertJob(database.db);
    const fields = applicationFields();
    const answer = await postApplication(job.id, fields, file, { ip: freshIp() });
    expect(answer.status).toBe(status);
    expect(errorOf(answer)).toEqual({ code: 'unsupported_media_type', message, fields: { resume: [message] } });
    expect(await applicationsOf(job.id)).toEqual([]);
    expect(await messagesTo(fields.mobile!)).toEqual([]);
  });

  it('refuses a résumé over 10 MB at its limit, without reading the rest', async () => {
    const job = await insertJob(database.db);
    const fields = applicationFields();
    // A PDF head and 12 MB of filler, made as the route reads it.
    function* body() {
      yield applicationHead(fields, 'big.pdf');
      yield Buffer.from('%PDF-1.4\n');
      for (let sent = 0; sent < 12 * 1024 * 1024; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 0x20);
    }
    const answer = await postApplication(job.id, fields, null, { ip: freshIp(), body: body() });
    expect(answer.status).toBe(413);
    expect(errorOf(answer).fields).toEqual({ resume: ['简历文件不能超过 10 MB，请压缩后再上传'] });
    expect(answer.pulled).toBeLessThan(11 * 1024 * 1024);
    expect(answer.headers.connection).toBe('close');
    expect(await applicationsOf(job.id)).toEqual([]);
  });

  it('answers field errors (in the request’s language) before reading the résumé, and keeps nothing', async () => {
    const job = await insertJob(database.db);
    const big: ResumeFile = { filename: 'resume.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]) };
    const bad = applicationFields({ mobile: '12345', email: 'not-an-email', experience: '', consent: 'false' });
    const zh = await postApplication(job.id, bad, big, { ip: freshIp() });
    expect(zh.status).toBe(400);
    expect(errorOf(zh)).toEqual({
      code: 'validation_failed',
      message: '请检查填写的内容。',
      fields: {
        mobile: ['请填写 11 位中国大陆手机号；境外号码请选择国家或地区，或连同国家区号一起填写'],
        email: ['请填写有效的电子邮箱地址'],
        experience: ['请选择工作年限'],
        consent: ['请阅读并同意隐私政策中的招聘与求职条款'],
      },
    });
    expect(zh.pulled).toBeLessThan(zh.total / 2);
    const en = await postApplication(job.id, bad, PDF_RESUME, { ip: freshIp(), lang: 'en' });
    expect(errorOf(en).fields?.mobile).toEqual(['Please enter a valid mobile number: 11 digits in mainland China; from elsewhere, choose your country or type the number with its country code (+44 …)']);
    expect(await applicationsOf(job.id)).toEqual([]);
  });

  it('refuses a NUL in a field at that field, as every JSON body is refused, instead of failing at the database', async () => {
    const job = await insertJob(database.db);
    const answer = await postApplication(job.id, applicationFields({ name: '\u0000\uFEFF' }), PDF_RESUME, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe('validation_failed');
    expect(Object.keys(errorOf(answer).fields ?? {})).toEqual(['name']);
    expect(await applicationsOf(job.id)).toEqual([]);
  });

  it('asks for a résumé when none is sent', async () => {
    const job = await insertJob(database.db);
    const answer = await postApplication(job.id, applicationFields(), null, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual({ resume: ['请选择简历文件'] });
  });

  it('is a 404 for an unknown or hidden job and a 409 for a job past its closing day, before anything is read', async () => {
    const hidden = await insertJob(database.db, { hidden: true });
    const closed = await insertJob(database.db, { closesAt: new Date(Date.now() - 1000) });
    for (const id of [hidden.id, 999_999]) {
      const answer = await postApplication(id, applicationFields(), PDF_RESUME, { ip: freshIp() });
      expect([answer.status, errorOf(answer).code]).toEqual([404, 'not_found']);
    }
    const answer = await postApplication(closed.id, applicationFields(), PDF_RESUME, { ip: freshIp() });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'conflict', message: '这个职位已截止申请，不再接受新的申请。', fields: { job: ['这个职位已截止申请，不再接受新的申请。'] } });
    expect(answer.pulled).toBeLessThan(answer.total);
    expect([...(await applicationsOf(hidden.id)), ...(await applicationsOf(closed.id))]).toEqual([]);
  });

  it('links the application to the member who is logged in', async () => {
    const member = await buildUser(database.db, { kind: 'member' });
    const { token } = await issueSession(database.db, member, { persistent: false });
    const job = await insertJob(database.db);
    expect((await postApplication(job.id, applicationFields(), PDF_RESUME, { ip: freshIp(), cookie: `tmz_session=${token}` })).status).toBe(201);
    expect((await applicationsOf(job.id))[0]?.applicantId).toBe(member.id);
  });
});

describe('the repeat rule', () => {
  const resumeTypes = () => database.db.select({ type: uploadBlobs.type }).from(uploadBlobs);
  const kindsTo = async (recipient: string) => (await messagesTo(recipient)).map((message) => message.kind);

  it('answers a repeat from the browser that applied with the first reference, and stores nothing', async () => {
    const job = await insertJob(database.db);
    const mobile = newMobile();
    const made = await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() });
    expect(ownerCookieOf(made)).toMatch(/^tmz_app_AP-\d{8}-[A-Z0-9]{6}=[A-Za-z0-9_-]{43}$/);
    expect(made.cookies.find((cookie) => cookie.startsWith('tmz_app_'))).toMatch(/; Max-Age=\d+; Path=\/api; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const [stored] = await applicationsOf(job.id);
    expect(stored?.ownerTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const docxBefore = (await resumeTypes()).filter((row) => row.type.includes('wordprocessingml')).length;
    const again = await postApplication(job.id, applicationFields({ mobile, name: '李四', email: 'lisi@example.com', coverNote: '另一份' }), { filename: 'cv.docx', bytes: docxBytes() }, { ip: freshIp(), cookie: ownerCookieOf(made) });
    expect(again.status).toBe(200);
    // The reference and the job — nothing of what was sent the first time (nor this time).
    expect(again.body).toEqual({ application: receiptOf(made), repeated: true });
    expect(again.cookies.filter((cookie) => cookie.startsWith('tmz_app_'))).toEqual([]);
    expect(await applicationsOf(job.id)).toHaveLength(1);
    expect(await kindsTo(mobile)).toEqual(['application_received']);
    expect(await messagesTo('lisi@example.com')).toEqual([]);
    // Its résumé was not kept either.
    expect((await resumeTypes()).filter((row) => row.type.includes('wordprocessingml'))).toHaveLength(docxBefore);
  });

  it('shows nobody else the reference: it goes again to the first application’s number and e-mail', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员' });
    const mobile = newMobile();
    const fields = { name: '王五', mobile, email: 'wangwu@example.com', city: '杭州', experience: 'lt1' as const, education: 'associate' as const, coverNote: '', consent: true as const };
    // Applied 20 minutes ago (its receipt is older than the quiet time).
    const first = await applyForJob(database.db, { jobId: job.id, fields, resume: await inspectResume(pdfBytes()), locale: 'zh-CN' }, { now: new Date(Date.now() - 20 * 60_000) });
    expect(first.kind).toBe('created');
    const reference = first.kind === 'created' ? first.row.reference : '';

    const stranger = await postApplication(job.id, applicationFields({ mobile, name: '李四', email: 'lisi@example.com' }), PDF_RESUME, { ip: freshIp() });
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual({ application: null, repeated: true });
    expect(JSON.stringify(stranger.body)).not.toContain(reference);
    expect(stranger.cookies.filter((cookie) => cookie.startsWith('tmz_app_'))).toEqual([]);
    expect(await applicationsOf(job.id)).toHaveLength(1);
    const resent = (await messagesTo(mobile)).filter((message) => message.kind === 'application_reference');
    expect(resent.map((message) => [message.channel, message.params.reference, message.params.title])).toEqual([['sms', reference, '品牌运营专员']]);
    expect(await kindsTo('wangwu@example.com')).toEqual(['application_received', 'application_reference']);
    expect(await messagesTo('lisi@example.com')).toEqual([]);

    // Again at once (a double tap, a retry): the same answer, no second message within ten minutes.
    const twice = await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() });
    expect(twice.body).toEqual({ application: null, repeated: true });
    expect((await kindsTo(mobile)).filter((kind) => kind === 'application_reference')).toHaveLength(1);
    // A cookie of another application proves nothing.
    const other = await postApplication((await insertJob(database.db)).id, applicationFields(), PDF_RESUME, { ip: freshIp() });
    const forged = ownerCookieOf(other).replace(/^tmz_app_[^=]+=/, `tmz_app_${reference}=`);
    expect((await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp(), cookie: forged })).body).toEqual({ application: null, repeated: true });
  });

  it('sends nothing again when the receipt went out a moment ago (a retry after a lost answer)', async () => {
    const job = await insertJob(database.db);
    const mobile = newMobile();
    expect((await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() })).status).toBe(201);
    const retry = await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() });
    expect(retry.body).toEqual({ application: null, repeated: true });
    expect(await kindsTo(mobile)).toEqual(['application_received']);
  });

  it('shows the reference to the account that applied, and to a member whose verified login is that number', async () => {
    const job = await insertJob(database.db);
    const member = await buildUser(database.db, { kind: 'member' });
    const { token } = await issueSession(database.db, member, { persistent: false });
    const mobile = newMobile();
    const made = receiptOf(await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp(), cookie: `tmz_session=${token}` }));
    expect((await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp(), cookie: `tmz_session=${token}` })).body).toEqual({ application: made, repeated: true });

    const other = await insertJob(database.db);
    const owner = await buildUser(database.db, { kind: 'member', login: mobile, loginVerifiedAt: new Date() });
    const unverified = await buildUser(database.db, { kind: 'member', login: newMobile() });
    const fromElsewhere = receiptOf(await postApplication(other.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() }));
    const ownerSession = (await issueSession(database.db, owner, { persistent: false })).token;
    expect((await postApplication(other.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp(), cookie: `tmz_session=${ownerSession}` })).body).toEqual({ application: fromElsewhere, repeated: true });
    const strangerSession = (await issueSession(database.db, unverified, { persistent: false })).token;
    expect((await postApplication(other.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp(), cookie: `tmz_session=${strangerSession}` })).body).toEqual({ application: null, repeated: true });
  });

  it('makes one application of simultaneous submits (a double tap, a retry)', async () => {
    const job = await insertJob(database.db);
    const fields = applicationFields();
    const answers = await Promise.all([1, 2, 3].map(() => postApplication(job.id, fields, PDF_RESUME, { ip: freshIp() })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    // The two without the first one's cookie are told the number applied; its receipt has just gone out.
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body)).toEqual([
      { application: null, repeated: true },
      { application: null, repeated: true },
    ]);
    expect(await applicationsOf(job.id)).toHaveLength(1);
    expect(await kindsTo(fields.mobile!)).toEqual(['application_received']);
  });

  it('takes the same number again for another job, and for the same job after 30 days', async () => {
    const job = await insertJob(database.db);
    const other = await insertJob(database.db);
    const mobile = newMobile();
    const fields = { name: '王五', mobile, email: 'wangwu@example.com', city: '杭州', experience: 'lt1' as const, education: 'associate' as const, coverNote: '', consent: true as const };
    const resume = await inspectResume(pdfBytes());
    const long = new Date(Date.now() - (REPEAT_WINDOW_DAYS + 1) * DAY_MS);
    const old = await applyForJob(database.db, { jobId: job.id, fields, resume, locale: 'zh-CN' }, { now: long });
    expect(old.kind).toBe('created');
    expect((await postApplication(job.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() })).status).toBe(201);
    expect((await postApplication(other.id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() })).status).toBe(201);
    expect(await applicationsOf(job.id)).toHaveLength(2);
  });
});

describe('limits', () => {
  it('per mobile number: 5 a day whatever the job or address; a refused résumé is given back', async () => {
    const mobile = newMobile();
    const refused = await postApplication((await insertJob(database.db)).id, applicationFields({ mobile }), { filename: 'a.pdf', bytes: htmlBytes() }, { ip: freshIp() });
    expect(refused.status).toBe(415);
    for (let i = 0; i < 5; i += 1) {
      expect((await postApplication((await insertJob(database.db)).id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() })).status).toBe(201);
    }
    const sixth = await postApplication((await insertJob(database.db)).id, applicationFields({ mobile }), PDF_RESUME, { ip: freshIp() });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).message).toMatch(/^这个手机号今天提交的申请已达上限，请 \d+ 分钟后再试$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('per address: 20 an hour', async () => {
    const ip = freshIp();
    const job = await insertJob(database.db);
    for (let i = 0; i < 20; i += 1) expect((await postApplication(job.id, applicationFields(), PDF_RESUME, { ip })).status).toBe(201);
    const over = await postApplication(job.id, applicationFields(), PDF_RESUME, { ip });
    expect(over.status).toBe(429);
    expect(over.pulled).toBeLessThan(over.total);
  });
});

describe('the job page', () => {
  const context = (id: number) => ({ query: { id: String(id) }, locale: 'zh-CN', viewer: null }) as unknown as PageContext;

  it('offers the form while the job is open, says it is closed past its closing day, and is a 404 when hidden', async () => {
    const open = await insertJob(database.db);
    const closed = await insertJob(database.db, { closesAt: new Date(Date.now() - 1000) });
    const hidden = await insertJob(database.db, { hidden: true });
    expect(await loadJobDetail(context(open.id))).toMatchObject({ props: { open: true, job: { id: open.id } } });
    expect(await loadJobDetail(context(closed.id))).toMatchObject({ props: { open: false, job: { id: closed.id } } });
    expect(await loadJobDetail(context(hidden.id))).toEqual({ notFound: true });
  });
});

describe('POST /api/applications/lookup', () => {
  const lookup = (body: unknown, ip = freshIp(), lang?: string) => callApi(lookupRoute, { method: 'POST', body, ip, headers: lang ? { 'accept-language': lang } : {} });

  it('shows the candidate where the application stands — not what was sent — with reference and mobile number', async () => {
    const job = await insertJob(database.db, { title: '门店拓展经理' });
    const fields = applicationFields();
    const { reference } = receiptOf(await postApplication(job.id, fields, PDF_RESUME, { ip: freshIp() }));
    const found = await lookup({ reference: reference.toLowerCase().replaceAll('-', ' '), mobile: `+86 ${fields.mobile}` });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ application: { reference, jobTitle: '门店拓展经理', status: 'new', submittedLabel: expect.any(String), updatedLabel: '' } });
  });

  it('gives one 404 for a wrong reference and a wrong mobile number', async () => {
    const job = await insertJob(database.db);
    const fields = applicationFields();
    const { reference } = receiptOf(await postApplication(job.id, fields, PDF_RESUME, { ip: freshIp() }));
    const wrongMobile = await lookup({ reference, mobile: newMobile() });
    const wrongReference = await lookup({ reference: 'AP-20200101-ABCDEF', mobile: fields.mobile });
    expect(wrongMobile.status).toBe(404);
    expect(wrongReference.body).toEqual(wrongMobile.body);
    expect(errorOf(wrongMobile).message).toBe('没有找到这份申请：请核对申请编号和手机号。');
    const malformed = await lookup({ reference: 'FB-20261122-7KQ3MX', mobile: '1' });
    expect(errorOf(malformed).fields).toEqual({ reference: ['申请编号形如 AP-20261122-7KQ3MX，请核对'], mobile: ['请填写 11 位中国大陆手机号；境外号码请选择国家或地区，或连同国家区号一起填写'] });
  });

  it('allows 20 look-ups from one address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await lookup({ reference: 'AP-20200101-ABCDEF', mobile: newMobile() }, ip)).status).toBe(404);
    expect((await lookup({ reference: 'AP-20200101-ABCDEF', mobile: newMobile() }, ip)).status).toBe(429);
  });
});

describe('the résumé is nobody’s to fetch through /api/uploads', () => {
  it('is a 404 there for visitors, members, exhibitors and staff alike (staff download it from the console)', async () => {
    const job = await insertJob(database.db);
    await postApplication(job.id, applicationFields(), PDF_RESUME, { ip: freshIp() });
    const [row] = await applicationsOf(job.id);
    for (const kind of [null, 'member', 'exhibitor', 'editor', 'admin'] as const) {
      const headers: Record<string, string> = {};
      if (kind) {
        const user = await buildUser(database.db, { kind, ...(kind === 'exhibitor' ? { exhibitor: { company: '展商' } } : {}) });
        headers.cookie = `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}`;
      }
      const answer = await callApi(fileRoute, { query: { id: row!.resumeUploadId }, ip: freshIp(), headers });
      expect([kind, answer.status]).toEqual([kind, 404]);
    }
    const [stored] = await database.db.select().from(uploads).where(and(eq(uploads.id, row!.resumeUploadId), eq(uploads.purpose, 'resume')));
    expect(stored).toBeDefined();
  });
});
