import { eq } from 'drizzle-orm';
import { applicationSchema } from '@/lib/certifications/schema';
import { usccCheckCharacter } from '@/lib/certifications/uscc';
import reviewRoute from '@/pages/api/admin/certifications/[id]/review';
import staffRoute from '@/pages/api/admin/certifications/index';
import applyRoute from '@/pages/api/certifications/index';
import lookupRoute from '@/pages/api/certifications/lookup';
import fileRoute from '@/pages/api/uploads/[id]';
import { issueSession } from '@/server/auth/sessions';
import { applyForCertification } from '@/server/certifications/apply';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { certifications } from '@/server/db/schema';
import { licenceLink } from '@/server/uploads/licence-link';
import { apiError, buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/**
 * Brand and retailer certification: applying (validation, the licence
 * upload, one open application per code and kind, even under simultaneous
 * submits), looking an application up, and the staff's review.
 */

let database: Database;
type Who = 'member' | 'other' | 'exhibitor' | 'editor' | 'admin';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'other', 'exhibitor', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who === 'other' ? 'member' : who, name: `${who} 用户` });
    const { token } = await issueSession(database.db, user, { persistent: false });
    people[who] = { user, cookie: `tmz_session=${token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(certifications);
});

// ---- builders ----

let codeCount = 0;
/** A valid Unified Social Credit Code no other call returns (Fuzhou; organisation code MA + 7 digits). */
function newUscc(): string {
  codeCount += 1;
  const first17 = `91350100MA${String(codeCount).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `135${String(mobileCount).padStart(8, '0')}`;
};

/** What both kinds of application ask for. */
function commonFields(licenceUploadId: string) {
  return {
    companyName: '福州青禾服饰有限公司',
    uscc: newUscc(),
    legalRepresentative: '林青',
    contactName: '陈晓',
    mobile: newMobile(),
    email: 'chenxiao@qinghe.example.com',
    licenceUploadId,
    consent: true,
  };
}

function brandForm(licenceUploadId: string, overrides: Record<string, unknown> = {}) {
  return { kind: 'brand', ...commonFields(licenceUploadId), brandName: '青禾', ...overrides };
}

function retailerForm(licenceUploadId: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'retailer',
    ...commonFields(licenceUploadId),
    companyName: '厦门海湾百货有限公司',
    storeName: '海湾百货中山路店',
    storeAddress: '福建省厦门市思明区中山路 88 号',
    ...overrides,
  };
}

function factoryForm(licenceUploadId: string, overrides: Record<string, unknown> = {}) {
  return { kind: 'factory', ...commonFields(licenceUploadId), companyName: '宁波海曙精工塑料制品厂', capacity: '50 万件/月', processes: '注塑、灌装\n贴标，注塑', ...overrides };
}

function providerForm(licenceUploadId: string, overrides: Record<string, unknown> = {}) {
  return { kind: 'provider', ...commonFields(licenceUploadId), companyName: '上海简包设计有限公司', services: ['包装设计', ' 产品检测 '], ...overrides };
}

// ---- calls ----

interface CallOptions {
  who?: Who;
  ip?: string;
  lang?: string;
}

const headersOf = ({ who, lang }: CallOptions) => ({ ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) });

const apply = (body: unknown, options: CallOptions = {}) => callApi(applyRoute, { method: 'POST', body, ip: options.ip ?? freshIp(), headers: headersOf(options) });
const lookup = (number: string, mobile: string, options: CallOptions = {}) =>
  callApi(lookupRoute, { method: 'POST', body: { number, mobile }, ip: options.ip ?? freshIp(), headers: headersOf(options) });
/** GET of an upload's URL as the look-up gives it (`/api/uploads/{id}?access=…`), by someone not logged in unless told. */
const fetchUrl = (url: string, options: CallOptions = {}) => {
  const parsed = new URL(url, 'http://localhost');
  const query = { id: parsed.pathname.split('/').pop() ?? '', ...Object.fromEntries(parsed.searchParams) };
  return callApi(fileRoute, { query, ip: freshIp(), headers: headersOf(options) });
};
const staffList = (query: Record<string, string> = {}, options: CallOptions = { who: 'editor' }) =>
  callApi(staffRoute, { query, headers: headersOf(options) });
const review = (id: number, body: unknown, options: CallOptions = { who: 'editor' }) =>
  callApi(reviewRoute, { method: 'POST', query: { id: String(id) }, body, headers: headersOf(options) });

interface Applied {
  application: { number: string; status: string; kind: string; companyName: string; usccMasked: string; reviewNote: string; reviewedLabel: string | null };
}

interface LookedUp {
  application: Applied['application'] & { licence: { url: string; width: number; height: number; expiresAt: string } | null };
}

const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields?: Record<string, string[]> } }).error.fields;
const messageOf = (answer: ApiAnswer) => (answer.body as { error: { message: string } }).error.message;

async function applied(body: object, options: CallOptions = {}) {
  const answer = await apply(body, options);
  expect(answer.status).toBe(201);
  return (answer.body as Applied).application;
}

async function rowOf(number: string) {
  const [row] = await database.db.select().from(certifications).where(eq(certifications.number, number));
  if (!row) throw new Error(`no application ${number}`);
  return row;
}

const NUMBER = /^(BR|FC|SP|RT)-\d{8}-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;

describe('applying', () => {
  it('answers 201 with the application number and its status, and stores the application as typed, normalised', async () => {
    const licence = await insertUpload(database.db);
    const uscc = newUscc();
    const mobile = newMobile();
    const before = new Date();
    const answer = await apply(
      brandForm(licence, {
        companyName: '  福州青禾服饰有限公司 ',
        uscc: ` ${uscc.slice(0, 9).toLowerCase()} ${uscc.slice(9)} `,
        mobile: `+86 ${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`,
        email: ' ChenXiao@Qinghe.Example.com ',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { application } = answer.body as { application: Record<string, unknown> };
    expect(application).toEqual({
      number: expect.stringMatching(NUMBER),
      kind: 'brand',
      status: 'pending',
      companyName: '福州青禾服饰有限公司',
      usccMasked: `${uscc.slice(0, 4)}**********${uscc.slice(-4)}`,
      submittedAt: expect.any(String),
      submittedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      reviewNote: '',
      reviewedAt: null,
      reviewedLabel: null,
    });
    // The day in the number is China's day.
    const chinaDay = new Date(before.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(String(application.number).startsWith(`BR-${chinaDay}-`)).toBe(true);

    const row = await rowOf(String(application.number));
    expect(row).toMatchObject({
      kind: 'brand',
      status: 'pending',
      companyName: '福州青禾服饰有限公司',
      uscc,
      mobile,
      email: 'chenxiao@qinghe.example.com',
      brandName: '青禾',
      storeName: '',
      storeAddress: '',
      licenceUploadId: licence,
      applicantId: null,
      reviewedBy: null,
    });
  });

  it('takes a retailer application with its store, numbered RT-…', async () => {
    const application = await applied(retailerForm(await insertUpload(database.db)));
    expect(application).toMatchObject({ kind: 'retailer', status: 'pending', companyName: '厦门海湾百货有限公司' });
    expect(application.number).toMatch(/^RT-/);
    expect(await rowOf(application.number)).toMatchObject({ storeName: '海湾百货中山路店', storeAddress: '福建省厦门市思明区中山路 88 号', brandName: '' });
  });

  it('takes a factory application with its capacity and processes, numbered FC-…', async () => {
    const application = await applied(factoryForm(await insertUpload(database.db)));
    expect(application).toMatchObject({ kind: 'factory', status: 'pending' });
    expect(application.number).toMatch(/^FC-/);
    expect(await rowOf(application.number)).toMatchObject({ capacity: '50 万件/月', processes: ['注塑', '灌装', '贴标'], services: [], brandName: '', storeName: '' });
    const looked = await lookup(application.number.replaceAll('-', '').toLowerCase(), (await rowOf(application.number)).mobile);
    expect(looked.status).toBe(200);
    expect((looked.body as LookedUp).application.kind).toBe('factory');
  });

  it('takes a service provider application with its services, numbered SP-…', async () => {
    const application = await applied(providerForm(await insertUpload(database.db)));
    expect(application.number).toMatch(/^SP-/);
    expect(await rowOf(application.number)).toMatchObject({ kind: 'provider', services: ['包装设计', '产品检测'], capacity: '', processes: [] });
  });

  it('asks a factory for its capacity and processes, and a provider for its services, within their limits', async () => {
    const licence = await insertUpload(database.db);
    const factory = await apply(factoryForm(licence, { capacity: ' ', processes: '' }));
    expect(factory.status).toBe(400);
    expect(fieldsOf(factory)).toEqual({ capacity: ['请填写月产能'], processes: ['请填写至少一项主要工艺'] });
    const tooMany = await apply(factoryForm(licence, { processes: Array.from({ length: 9 }, (_, i) => `工艺${i}`) }));
    expect(fieldsOf(tooMany)).toEqual({ processes: ['主要工艺最多填写 8 项'] });
    const tooLong = await apply(providerForm(licence, { services: ['设'.repeat(31)] }));
    expect(fieldsOf(tooLong)).toEqual({ services: ['每项服务不能超过 30 个字'] });
    const wrongType = await apply(providerForm(licence, { services: { a: 1 } }));
    expect(wrongType.status).toBe(400);
  });

  it('links a logged-in member’s application to the account', async () => {
    const licence = await insertUpload(database.db, { ownerId: people.member.user.id });
    const application = await applied(brandForm(licence), { who: 'member' });
    expect((await rowOf(application.number)).applicantId).toBe(people.member.user.id);
  });

  it('says what is missing, field by field, in the request’s language', async () => {
    const brand = await apply({ kind: 'brand' });
    expect(brand.status).toBe(400);
    expect(brand.body).toEqual(
      apiError('validation_failed', '请检查填写的内容。', {
        companyName: ['请填写企业名称'],
        uscc: ['请填写统一社会信用代码'],
        legalRepresentative: ['请填写法定代表人姓名'],
        contactName: ['请填写联系人姓名'],
        mobile: ['请填写手机号'],
        email: ['请填写电子邮箱'],
        licenceUploadId: ['请上传营业执照'],
        consent: ['请阅读并同意隐私政策'],
        brandName: ['请填写品牌名称'],
      }),
    );
    const retailer = await apply({ kind: 'retailer' }, { lang: 'en' });
    expect(fieldsOf(retailer)).toMatchObject({
      storeName: ['Please enter the store name'],
      storeAddress: ['Please enter the store address'],
      licenceUploadId: ['Please upload your business licence'],
    });
    expect(fieldsOf(retailer)).not.toHaveProperty('brandName');
    expect(fieldsOf(await apply({}))).toEqual({ kind: ['请选择认证类型'] });
    expect(fieldsOf(await apply({ kind: 'factory' }))).toMatchObject({ capacity: ['请填写月产能'], processes: ['请填写至少一项主要工艺'] });
    expect(fieldsOf(await apply({ kind: 'provider' }))).toMatchObject({ services: ['请填写至少一项服务项目'] });
    expect(fieldsOf(await apply({ kind: 'shop' }))).toEqual({ kind: ['请选择认证类型'] });
  });

  it.each([
    ['blank fields', { companyName: '   ', legalRepresentative: '', contactName: ' ' }, { companyName: ['请填写企业名称'], legalRepresentative: ['请填写法定代表人姓名'], contactName: ['请填写联系人姓名'] }],
    ['too long', { companyName: '企'.repeat(101), brandName: '品'.repeat(61) }, { companyName: ['企业名称不能超过 100 个字'], brandName: ['品牌名称不能超过 60 个字'] }],
    ['a mobile number that is not a mainland one', { mobile: '12345678901' }, { mobile: ['请输入手机号：中国大陆 11 位，境外号码连同国家或地区区号一起填写（如 +852 6123 4567）'] }],
    ['an e-mail address that is not one', { email: 'chenxiao@' }, { email: ['请输入有效的电子邮箱地址'] }],
    ['consent not given', { consent: false }, { consent: ['请阅读并同意隐私政策'] }],
    ['a code of the wrong length', { uscc: '91350100M000100Y4' }, { uscc: ['统一社会信用代码应为 18 位'] }],
    ['a code with a letter it never uses', { uscc: '91350100M000100O43' }, { uscc: ['统一社会信用代码只含数字和大写字母，不含 I、O、S、V、Z'] }],
    ['a code with a wrong check character', { uscc: '91350100M000100Y44' }, { uscc: ['统一社会信用代码的校验位不符，请对照营业执照逐位核对'] }],
  ])('refuses %s with the field’s message', async (_, overrides, fields) => {
    const answer = await apply(brandForm('some-upload', overrides));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(fields);
  });

  it('needs the licence to be a licence upload that exists', async () => {
    const unknown = await apply(brandForm('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toEqual({ licenceUploadId: ['没有找到这张营业执照图片，请重新上传'] });
    const image = await apply(brandForm(await insertUpload(database.db, { purpose: 'image' })));
    expect(fieldsOf(image)).toEqual({ licenceUploadId: ['没有找到这张营业执照图片，请重新上传'] });
    expect(await database.db.select().from(certifications)).toEqual([]);
  });

  it('refuses a licence someone else uploaded when logged in, to anyone else', async () => {
    const others = await insertUpload(database.db, { ownerId: people.other.user.id });
    for (const options of [{ who: 'member' as const }, {}]) {
      const answer = await apply(brandForm(others), options);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({ licenceUploadId: ['这张营业执照图片不是由当前账户上传的，请重新上传'] });
    }
    // An anonymous upload may be used by whoever has its (unguessable) id, logged in or not.
    expect((await apply(brandForm(await insertUpload(database.db)), { who: 'member' })).status).toBe(201);
  });

  it('keeps one application per code and kind open: a second is a 409 that says to look the first up', async () => {
    const licence = await insertUpload(database.db);
    const form = brandForm(licence);
    await applied(form);
    const again = await apply({ ...form, mobile: newMobile(), uscc: form.uscc.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(
      apiError('conflict', '这个统一社会信用代码已有一份品牌方认证申请正在审核中，请勿重复提交；请凭申请编号和手机号查询审核进度。'),
    );
    const english = await apply(form, { lang: 'en' });
    expect(messageOf(english)).toBe(
      'An application for Brand certification with this Unified Social Credit Code is already being reviewed, so there is no need to apply again; you can check its progress with its application number and your mobile number.',
    );
    // The other kind is another certification.
    expect((await apply(retailerForm(licence, { uscc: form.uscc }))).status).toBe(201);
  });

  it('lets exactly one of two simultaneous submits in', async () => {
    const form = brandForm(await insertUpload(database.db));
    const answers = await Promise.all([apply(form), apply(form), apply({ ...form, mobile: newMobile() })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await database.db.select().from(certifications).where(eq(certifications.uscc, form.uscc))).toHaveLength(1);
  });

  it('takes a new application once the open one is rejected', async () => {
    const form = brandForm(await insertUpload(database.db));
    const first = await applied(form);
    expect((await apply(form)).status).toBe(409);
    expect((await review((await rowOf(first.number)).id, { decision: 'reject', note: '营业执照照片模糊' })).status).toBe(200);
    const second = await applied(form);
    expect(second.number).not.toBe(first.number);
  });

  it('draws another number when the one drawn is taken', async () => {
    const taken = await applied(brandForm(await insertUpload(database.db)));
    const numbers = [taken.number, 'BR-20261122-7KQ3MX'];
    const form = brandForm(await insertUpload(database.db), { uscc: newUscc() });
    const outcome = await applyForCertification(database.db, applicationSchema.parse(form), { newNumber: () => numbers.shift()! });
    expect(outcome).toMatchObject({ kind: 'created', row: { number: 'BR-20261122-7KQ3MX' } });
  });

  it('allows 10 applications an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await apply(brandForm('x'.repeat(22)), { ip })).status).toBe(400);
    const limited = await apply(brandForm('x'.repeat(22)), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(messageOf(limited)).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/);
  });
});

describe('looking an application up', () => {
  it('shows its status, kind, company and times, the code masked, the licence link and nothing else', async () => {
    const licenceId = await insertUpload(database.db);
    const form = brandForm(licenceId);
    const mine = await applied(form);
    const compact = mine.number.toLowerCase().replaceAll('-', ' ');
    const before = Date.now();
    const answer = await lookup(compact, form.mobile);
    expect(answer.status).toBe(200);
    const licence = { url: expect.stringMatching(new RegExp(`^/api/uploads/${licenceId}\\?access=\\d+\\.[A-Za-z0-9_-]{43}$`)), width: 1200, height: 840, expiresAt: expect.any(String) };
    expect(answer.body).toEqual({ application: { ...mine, licence } });
    expect(Object.keys(mine).sort()).toEqual(
      ['companyName', 'kind', 'number', 'reviewNote', 'reviewedAt', 'reviewedLabel', 'status', 'submittedAt', 'submittedLabel', 'usccMasked'].sort(),
    );
    // The link works for ten minutes.
    const expiresAt = Date.parse((answer.body as LookedUp).application.licence!.expiresAt);
    expect(expiresAt - before).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(10 * 60_000);
  });

  it('is a POST: the mobile number is never in a URL', async () => {
    const answer = await callApi(lookupRoute, { query: { number: 'BR-20200101-AAAAAA', mobile: '13900000000' }, ip: freshIp() });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });

  it('gives a licence link that serves that licence to someone not logged in, as a private attachment', async () => {
    const licenceId = await insertUpload(database.db, { type: 'image/jpeg' });
    const form = retailerForm(licenceId);
    const { number } = await applied(form);
    const { licence } = ((await lookup(number, form.mobile)).body as LookedUp).application;
    const served = await fetchUrl(licence!.url);
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="licence-${licenceId}.jpg"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.isBuffer(served.body)).toBe(true);
    // Without the link the licence stays hidden from them.
    expect((await fetchUrl(licence!.url.split('?')[0]!)).status).toBe(404);
  });

  it('gives no link with a wrong mobile number, and a link opens nothing but its own licence, and only for ten minutes', async () => {
    const licenceId = await insertUpload(database.db);
    const form = brandForm(licenceId);
    const { number } = await applied(form);
    const wrong = await lookup(number, newMobile());
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain('/api/uploads/');

    const { url } = ((await lookup(number, form.mobile)).body as LookedUp).application.licence!;
    const token = new URL(url, 'http://localhost').searchParams.get('access')!;
    const [expires, mac] = token.split('.') as [string, string];
    const otherLicence = await insertUpload(database.db);
    const image = await insertUpload(database.db, { purpose: 'image' });
    const stale = (await licenceLink(database.db, licenceId, new Date(Date.now() - 11 * 60_000))).url;
    const tampered = [
      `/api/uploads/${otherLicence}?access=${token}`,
      `/api/uploads/${licenceId}?access=${Number(expires) + 3600}.${mac}`,
      `/api/uploads/${licenceId}?access=${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `/api/uploads/${licenceId}?access=${expires}`,
      `/api/uploads/${licenceId}?access=`,
      stale,
    ];
    for (const link of tampered) {
      const answer = await fetchUrl(link);
      expect([link, answer.status]).toEqual([link, 404]);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // A link for an image changes nothing: images are public anyway.
    expect((await fetchUrl(`/api/uploads/${image}?access=${token}`)).status).toBe(200);
    // The one made for this licence still works, and staff need none.
    expect((await fetchUrl(url)).status).toBe(200);
    expect((await fetchUrl(`/api/uploads/${licenceId}`, { who: 'editor' })).status).toBe(200);
  });

  it('answers a wrong number and a wrong mobile number the same way', async () => {
    const mine = brandForm(await insertUpload(database.db));
    const theirs = brandForm(await insertUpload(database.db));
    const { number } = await applied(mine);
    const other = await applied(theirs);
    const wrongMobile = await lookup(number, theirs.mobile);
    const wrongNumber = await lookup(other.number.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), theirs.mobile);
    const unknown = await lookup('BR-20200101-AAAAAA', mine.mobile);
    for (const answer of [wrongMobile, wrongNumber, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(apiError('not_found', '没有找到这份申请：请核对申请编号和手机号。'));
    }
  });

  it('says what is wrong with a malformed number or mobile number', async () => {
    const answer = await lookup('BR-2026', '123');
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual({ number: ['申请编号格式不对，应形如 BR-20261122-7KQ3MX（工厂为 FC、服务商为 SP 开头）'], mobile: ['请输入手机号：中国大陆 11 位，境外号码连同国家或地区区号一起填写（如 +852 6123 4567）'] });
  });

  it('shows the reviewer’s note and time once it is decided', async () => {
    const form = brandForm(await insertUpload(database.db));
    const mine = await applied(form);
    await review((await rowOf(mine.number)).id, { decision: 'reject', note: '营业执照已过期，请上传最新的营业执照。' });
    const answer = await lookup(mine.number, form.mobile);
    expect((answer.body as Applied).application).toMatchObject({
      status: 'rejected',
      reviewNote: '营业执照已过期，请上传最新的营业执照。',
      reviewedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
  });

  it('allows 20 look-ups per address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await lookup('BR-20200101-AAAAAA', '13900000000', { ip })).status).toBe(404);
    const limited = await lookup('BR-20200101-AAAAAA', '13900000000', { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(messageOf(limited)).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/);
    // Another address is not held up.
    expect((await lookup('BR-20200101-AAAAAA', '13900000000')).status).toBe(404);
  });
});

describe('the staff review', () => {
  it('is for editors and admins', async () => {
    const { number } = await applied(brandForm(await insertUpload(database.db)));
    const { id } = await rowOf(number);
    const decision = { decision: 'approve', note: '' };
    expect((await staffList({}, {})).status).toBe(401);
    expect((await staffList({}, { who: 'member' })).status).toBe(403);
    expect((await staffList({}, { who: 'exhibitor' })).status).toBe(403);
    expect((await review(id, decision, {})).status).toBe(401);
    expect((await review(id, decision, { who: 'member' })).status).toBe(403);
    expect((await review(id, decision, { who: 'exhibitor' })).status).toBe(403);
    expect((await rowOf(number)).status).toBe('pending');
    expect((await staffList({}, { who: 'admin' })).status).toBe(200);
    expect((await staffList({}, { who: 'editor' })).status).toBe(200);
  });

  it('lists the pending ones first come first, with everything a review needs; filters by status, kind and keyword', async () => {
    const licence = await insertUpload(database.db);
    const first = await applied(brandForm(licence, { companyName: '福州青禾服饰有限公司' }));
    const second = await applied(retailerForm(licence, { companyName: '厦门海湾百货有限公司' }));
    const third = await applied(brandForm(licence, { companyName: '泉州山海鞋业有限公司' }));
    await review((await rowOf(third.number)).id, { decision: 'approve', note: '' });

    const pending = await staffList();
    expect(pending.status).toBe(200);
    const list = pending.body as { totals: Record<string, number>; total: number; limit: number; rows: Record<string, unknown>[] };
    expect(list).toMatchObject({ totals: { pending: 2, approved: 1, rejected: 0 }, total: 2, limit: 200 });
    expect(list.rows.map((row) => row.number)).toEqual([first.number, second.number]);
    const row = await rowOf(first.number);
    expect(list.rows[0]).toEqual({
      id: row.id,
      number: first.number,
      kind: 'brand',
      status: 'pending',
      companyName: '福州青禾服饰有限公司',
      uscc: row.uscc,
      legalRepresentative: '林青',
      contactName: '陈晓',
      mobile: row.mobile,
      email: 'chenxiao@qinghe.example.com',
      brandName: '青禾',
      storeName: '',
      storeAddress: '',
      capacity: '',
      processes: [],
      services: [],
      licence: { url: `/api/uploads/${licence}`, width: 1200, height: 840 },
      byMember: false,
      submittedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      reviewNote: '',
      reviewedLabel: null,
      reviewerName: null,
    });

    const numbers = async (query: Record<string, string>) => ((await staffList(query)).body as typeof list).rows.map((r) => r.number);
    expect(await numbers({ status: 'all' })).toEqual([third.number, second.number, first.number]);
    expect(await numbers({ status: 'approved' })).toEqual([third.number]);
    expect(await numbers({ status: 'all', kind: 'retailer' })).toEqual([second.number]);
    expect(await numbers({ status: 'all', q: ' 山海 ' })).toEqual([third.number]);
    expect(await numbers({ status: '', kind: '', q: first.number.toLowerCase() })).toEqual([first.number]);
    expect((await staffList({ status: 'lost' })).status).toBe(400);
    expect((await staffList({ kind: 'factory' })).status).toBe(200);
    expect((await staffList({ kind: 'shop' })).status).toBe(400);
  });

  it('approves with the reviewer and time recorded', async () => {
    const { number } = await applied(brandForm(await insertUpload(database.db)));
    const { id } = await rowOf(number);
    const answer = await review(id, { decision: 'approve', note: '  资料齐全 ' });
    expect(answer.status).toBe(200);
    expect((answer.body as { certification: Record<string, unknown> }).certification).toMatchObject({
      id,
      number,
      status: 'approved',
      reviewNote: '资料齐全',
      reviewerName: 'editor 用户',
      reviewedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
    const row = await rowOf(number);
    expect(row).toMatchObject({ status: 'approved', reviewNote: '资料齐全', reviewedBy: people.editor.user.id });
    expect(row.reviewedAt).toBeInstanceOf(Date);
  });

  it('rejects only with a note, of at most 500 characters', async () => {
    const { number } = await applied(brandForm(await insertUpload(database.db)));
    const { id } = await rowOf(number);
    const withoutNote = await review(id, { decision: 'reject', note: '   ' });
    expect(withoutNote.status).toBe(400);
    expect(fieldsOf(withoutNote)).toEqual({ note: ['驳回时请写明原因，申请人查询进度时会看到'] });
    expect(fieldsOf(await review(id, { decision: 'reject', note: '因'.repeat(501) }))).toEqual({ note: ['审核意见不能超过 500 个字'] });
    expect(fieldsOf(await review(id, { decision: 'maybe' }))).toEqual({ decision: ['请选择通过或驳回'] });
    expect((await rowOf(number)).status).toBe('pending');

    const rejected = await review(id, { decision: 'reject', note: '因'.repeat(500) }, { who: 'admin' });
    expect(rejected.status).toBe(200);
    expect(await rowOf(number)).toMatchObject({ status: 'rejected', reviewedBy: people.admin.user.id });
  });

  it('reviews a pending application once: a decided one is a 409, an unknown one a 404', async () => {
    const { number } = await applied(brandForm(await insertUpload(database.db)));
    const { id } = await rowOf(number);
    const [a, b] = await Promise.all([review(id, { decision: 'approve' }), review(id, { decision: 'reject', note: '材料不全' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await review(id, { decision: 'reject', note: '再看一次' });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toMatch(/^这份申请已经审核过（(已通过|未通过)），不能再次审核。$/);
    expect((await review(999_999, { decision: 'approve' })).status).toBe(404);
  });
});
