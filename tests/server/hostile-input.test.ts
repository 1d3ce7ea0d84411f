import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { GetServerSideProps, GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { normaliseError } from '@/lib/errors';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { companies, productCategories, sourcingRequests, users } from '@/server/db/schema';
import { seedIfEmpty } from '@/server/db/seed/run';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';
import { MULTIPART_TYPE, fixture, multipartBody } from './support/multipart';

/**
 * No input makes a 500 (issue 18, item 2). Every API route under pages/api
 * and every page with a server loader — found on disk, so a route added later
 * is covered without a word here — is driven with generated hostile input:
 * control characters (NUL above all: PostgreSQL refuses it in text), lone
 * surrogates, SQL and LIKE metacharacters, huge and odd numbers, arrays where
 * one value is expected, nested objects, very long text; mixed into bodies
 * that are otherwise plausible, so that they get past validation into the
 * queries. It runs as a visitor and as each kind of account, on the embedded
 * database and (npm run test:postgres) on a PostgreSQL server. Any 5xx fails,
 * and fast-check prints the smallest input that made it.
 */

jest.setTimeout(120_000);

const ROOT = path.join(__dirname, '..', '..');
/** Runs per route and method (per page); FUZZ_RUNS=… for a longer search by hand. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface Found {
  address: string;
  file: string;
  params: string[];
}

function modulesIn(dir: string, keep: (file: string) => boolean): Found[] {
  const base = path.join(ROOT, dir);
  return (readdirSync(base, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && keep(file))
    .map((file) => {
      const route = file.replace(/\.tsx?$/, '').replace(/(^|\/)index$/, '');
      return { address: `/${dir.replace(/^pages\/?/, '')}${dir === 'pages' ? '' : '/'}${route}`.replace(/\/+/g, '/'), file: path.join(base, file), params: [...route.matchAll(/\[(\w+)\]/g)].map(([, name]) => name!) };
    })
    .sort((a, b) => a.address.localeCompare(b.address));
}

const API_ROUTES = modulesIn('pages/api', () => true);
const PAGES = modulesIn('pages', (file) => !file.startsWith('api/') && !/^_|^404\./.test(file));

// ---- what is generated ----

/** Characters that have broken sites like this one: controls, surrogates, quotes, LIKE and regex metacharacters, look-alikes. */
const NASTY = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff', '\ufffd', '\ufeff', '\u202e', '\u200b', '%', '_', '\\', "'", '"', ';', '-', '*', '(', '[', '$', '{', '\n', '\t', '\r', '汉', '😀', '＝', '＋', 'é', ' '];
const SPECIAL = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '２０２６-０１-０１',
  '2026-02-30',
  '2026-01-01T25:61',
  '0000-00-00',
  'admin\u0000',
  '\u0000',
  '\ud800',
];

const nastyText = fc.array(fc.constantFrom(...NASTY), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
/** Something that looks right with a refused character inside: it passes a schema's other rules. */
const injected = fc
  .tuple(fc.constantFrom('张三', 'admin', 'ABCDEFGHJKLM', '13800138000', 'a@example.com', 'news', '1', '2026-01-01'), fc.constantFrom('\u0000', '\u0001', '\u001f', '\ud800', '\udc00'), fc.boolean())
  .map(([word, bad, before]) => (before ? `${bad}${word}` : `${word}${bad}`));
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: injected },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('张三', 'admin', 'ABCDEFGHJKLM', '13800138000', 'a@example.com'), nastyText).map(([a, b]) => `${a}${b}`) },
  { weight: 1, arbitrary: fc.integer({ min: 3_000, max: 12_000 }).map((n) => '长'.repeat(n)) },
);
const hostileNumber = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER + 2));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), 'deep')) },
);

/** A plausible value of each field the site's forms and APIs take: a hostile body starts from these. */
const PLAUSIBLE: Record<string, unknown> = {
  name: '李雷',
  mobile: '13800138000',
  email: 'lilei@example.com',
  company: '杭州青禾服饰有限公司',
  companyName: '杭州青禾服饰有限公司',
  position: '采购经理',
  audience: 'retailer',
  quantity: 1,
  consent: true,
  title: '标题',
  titleEn: 'Title',
  channel: 'news',
  summary: '摘要',
  cover: '',
  body: '<p>正文</p>',
  description: '<p>介绍</p>',
  login: 'admin@example.com',
  password: 'Lantern-Orchid-42',
  currentPassword: 'Lantern-Orchid-42',
  newPassword: 'Another-Orchid-43',
  remember: false,
  portal: 'member',
  kind: 'brand',
  decision: 'approve',
  note: '好',
  mode: 'now',
  at: '2030-01-01T10:00',
  status: 'cancelled',
  handled: true,
  disabled: true,
  hidden: true,
  direction: 'up',
  nameEn: 'Apparel',
  parentId: 1,
  version: '2026-01-01T00:00:00.000Z',
  code: 'ABCDEFGHJKLM',
  number: 'BR-20261122-7KQ3MX',
  uscc: '91330100MA27XXXX0X',
  legalRepresentative: '王五',
  contactName: '王五',
  contactPhone: '13800138000',
  contactEmail: 'a@example.com',
  brandName: '青禾',
  storeName: '青禾店',
  storeAddress: '上海市',
  licenceUploadId: 'AAAAAAAAAAAAAAAAAAAAAA',
  topic: 'cooperation',
  message: '你好，想了解一下合作方式。',
  token: 'x',
  website: '',
  venue: '会展中心',
  address: '上海市',
  city: '上海',
  startsAt: '2030-01-01T10:00',
  endsAt: '2030-01-01T12:00',
  capacity: 10,
  perRegistrationLimit: 2,
  agenda: [{ time: '10:00', title: '开场' }],
  department: '技术部',
  boothHall: '1 号馆',
  boothNumber: 'A108',
  // A company's profile (PUT /api/account/company) and a factory's or provider's certification.
  logo: '',
  summaryEn: 'Summary',
  introduction: '介绍',
  introductionEn: 'Introduction',
  province: '浙江',
  foundedYear: 2004,
  sizeBand: '50-199',
  contactChannel: 'phone',
  categoryIds: [1, 2],
  processes: ['注塑'],
  services: '包装设计、检测',
  products: [{ name: '泵头', picture: '', summary: '说明', categoryId: 1 }],
  companyId: 1,
  showId: 1,
  contact: 'other',
  contactValue: '13800138000',
  action: 'accept',
  replyNote: '好',
  companyIds: [1],
  // A sourcing request (POST /api/sourcing).
  categoryId: 1,
  unit: 'piece',
  budgetBasis: 'unit',
  budgetMin: '12.5',
  budgetMax: '15',
  region: '浙江杭州',
  neededBy: '2030-06-30',
  kindsWanted: ['factory'],
  requirements: '先寄样',
  showCompany: false,
  openDays: 30,
  // Choosing among a request's quotes (PATCH /api/sourcing/{id}/choice, POST …/close, …/thread).
  quoteId: 1,
  reason: '交期偏长',
  text: '含包装吗？',
  // A quote on a sourcing request (POST/PUT /api/sourcing/[id]/quote, …/withdraw).
  priceBasis: 'unit',
  price: '13.8',
  minOrder: 5000,
  leadTimeDays: 25,
  validBasis: 'days',
  validDays: 30,
  validUntil: '2030-06-30',
  revision: 1,
  // Staff on /admin/sourcing: close or hide with a reason, trust a company, invite one (companyId above).
  trusted: true,
  // A sourcing draft and its files (POST /api/sourcing/drafts, PUT /api/sourcing/drafts/{id}).
  attachments: [{ uploadId: 'AAAAAAAAAAAAAAAAAAAAAA', name: '图纸.pdf' }],
  draft: { id: 1, version: '2026-01-01T00:00:00.000Z' },
};
const FIELD_NAMES = Object.keys(PLAUSIBLE);

/**
 * A body for a route that reads `keys`: each key plausible, left out or
 * hostile (at least one hostile), sometimes with a key no route knows; now
 * and then not an object at all.
 */
const hostileBody = (keys: string[]): fc.Arbitrary<unknown> => {
  const names = keys.length > 0 ? keys : FIELD_NAMES;
  const plausible = (key: string) => PLAUSIBLE[key] ?? '值';
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .tuple(
          fc.subarray(names),
          fc.dictionary(fc.constantFrom(...names), hostileValue, { minKeys: 1, maxKeys: 3 }),
          fc.dictionary(hostileText, hostileValue, { maxKeys: 1 }),
        )
        .map(([kept, replaced, extra]) => ({ ...extra, ...Object.fromEntries(kept.map((key) => [key, plausible(key)])), ...replaced })),
    },
    { weight: 1, arbitrary: hostileValue },
    // A body that is JSON but no object at all: a schema's rules between fields must not read fields of it.
    { weight: 1, arbitrary: fc.constantFrom(null, [], 0, 'text', true) },
  );
};

/** Query names the site reads, and one made up. */
const QUERY_NAMES = ['q', 'page', 'id', 'channel', 'status', 'kind', 'department', 'city', 'when', 'author', 'actor', 'action', 'entityType', 'from', 'to', 'activity', 'audience', 'code', 'redirect', 'purpose', 'company', 'show', 'ids', 'category', 'region', 'band', 'request', 'x'];
const queryValue = fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) });
/** A plausible value of the query names the site reads (path parameters: '1'). */
const PLAUSIBLE_QUERY: Record<string, string> = { q: '供应链', page: '1', channel: 'news', status: 'all', kind: 'brand', when: 'all', code: 'ABCDEFGHJKLM', from: '2026-01-01', to: '2026-12-31', company: '1', show: '1', ids: '1,2', band: 'bulk', request: '1' };

/**
 * A query: one of the names the route reads (its path parameters included)
 * hostile, some of the others plausible — so that the hostile value is not
 * hidden behind another parameter's refusal.
 */
const hostileQuery = (params: string[], names: string[]) => {
  const all = [...new Set([...params, ...(names.length > 0 ? names : QUERY_NAMES)])];
  return fc
    .tuple(fc.constantFrom(...all), queryValue, fc.subarray(all), fc.dictionary(fc.constantFrom(...QUERY_NAMES), queryValue, { maxKeys: 1 }))
    .map(([focus, bad, others, extra]) => ({
      ...extra,
      ...Object.fromEntries(others.map((name) => [name, PLAUSIBLE_QUERY[name] ?? '1'])),
      [focus]: bad,
    }) as Record<string, string | string[]>);
};

/**
 * The names a route reads from its query and body, learnt by handing it empty
 * objects that note every property asked for (its zod schemas ask for each of
 * theirs), so the fuzzing goes where the route looks.
 */
function recorder(seed: Record<string, string> = {}): { target: Record<string, string>; read: Set<string> } {
  const read = new Set<string>();
  const target = new Proxy(seed, {
    get(object, key, receiver) {
      if (typeof key === 'string' && !(key in Object.prototype) && key !== 'then') read.add(key);
      return Reflect.get(object, key, receiver);
    },
  });
  return { target, read };
}

type Who = 'visitor' | 'member' | 'exhibitor' | 'editor' | 'admin';
const WHO: Who[] = ['visitor', 'member', 'exhibitor', 'editor', 'admin'];

// ---- the site under test ----

let database: Database;
const cookies = {} as Record<Who, string>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  await seedIfEmpty(database.db);
  cookies.visitor = '';
  for (const kind of ['member', 'exhibitor', 'editor', 'admin'] as const) {
    const user: BuiltUser = await buildUser(database.db, { kind, name: `fuzz ${kind}`, ...(kind === 'exhibitor' ? { exhibitor: { company: '巡检展商' } } : {}) });
    const { token } = await issueSession(database.db, user, { persistent: true });
    cookies[kind] = `tmz_session=${token}`;
    // The exhibitor's company is certified: its sourcing requests get past the gate into the queries.
    if (kind === 'exhibitor' && user.companyId !== null) {
      await database.db.update(companies).set({ certifiedKind: 'brand', certifiedAt: new Date() }).where(eq(companies.id, user.companyId));
    } else if (kind === 'exhibitor') {
      const [company] = await database.db.insert(companies).values({ name: '巡检采购企业', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date() }).returning();
      await database.db.update(users).set({ companyId: company!.id }).where(eq(users.id, user.id));
    }
  }
  // A live sourcing request any kind of company may quote on, of another company: on a fresh database it is
  // request 1, the path parameter the routes are driven with.
  const [request] = await database.db.select({ id: sourcingRequests.id }).from(sourcingRequests).where(eq(sourcingRequests.id, 1));
  if (!request) {
    const [buyer] = await database.db.insert(companies).values({ name: '巡检需求方', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date() }).returning();
    const now = new Date();
    await database.db.insert(sourcingRequests).values({
      buyerCompanyId: buyer!.id,
      status: 'live',
      title: '巡检采购需求',
      categoryId: (await database.db.select({ id: productCategories.id }).from(productCategories).limit(1))[0]!.id,
      quantity: 1000,
      unit: 'piece',
      region: '浙江',
      neededBy: '2030-06-30',
      kindsWanted: ['brand', 'factory', 'provider', 'retailer'],
      openDays: 30,
      liveAt: now,
      closesAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
    });
  }
}, 60_000);
afterAll(() => database.close());

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/** A fast-check property's failure with what was sent, when the answer was a 5xx. */
function expectNoServerError(status: number, sent: unknown) {
  if (status >= 500) throw new Error(`answered ${status} to ${JSON.stringify(sent).slice(0, 600)}`);
}

it('finds the API routes and pages on disk', () => {
  expect(API_ROUTES.map((found) => found.address)).toEqual(
    expect.arrayContaining(['/api/articles', '/api/activities/[id]/registrations', '/api/auth/login', '/api/uploads', '/api/sourcing/files', '/api/sourcing/drafts/[id]', '/api/sourcing/[id]/attachments/[file]', '/api/admin/articles/[id]', '/api/jobs/[id]/applications', '/api/registrations/[code]/ticket.pdf', '/api/admin/sourcing/[id]/status', '/api/admin/sourcing/[id]/invitations', '/api/admin/companies/[id]/trusted']),
  );
  expect(PAGES.map((found) => found.address)).toEqual(expect.arrayContaining(['/hot', '/join-us', '/information-details', '/activityDetail/register', '/admin/audit', '/admin/sourcing']));
});

describe.each(API_ROUTES)('API $address', ({ address, file, params }) => {
  it('answers hostile input with a 4xx or a correct answer, never a 5xx', async () => {
    const handler = ((await import(file)) as { default: Handler }).default;
    const probe = await callApi(handler, { method: 'OPTIONS' });
    const allowed = String(probe.headers.allow ?? 'GET').split(', ');

    for (const method of allowed) {
      if (method === 'HEAD') continue;
      if (address === '/api/uploads' && method === 'POST') {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...WHO), hostileText, hostileText, fc.constantFrom('photo.png', 'photo.jpg', 'document.pdf'), async (who, purpose, filename, sample) => {
            const body = multipartBody([
              { name: 'purpose', value: purpose },
              { name: 'file', filename, type: 'image/png', bytes: fixture(sample) },
            ]);
            const answer = await callApi(handler, {
              method,
              stream: Readable.from([body]),
              ip: freshIp(),
              headers: { 'content-type': MULTIPART_TYPE, 'content-length': String(body.length), cookie: cookies[who] },
            });
            expectNoServerError(answer.status, { who, purpose, filename, sample });
          }),
          { numRuns: RUNS },
        );
        continue;
      }
      if (address === '/api/sourcing/files' && method === 'POST') {
        // A sourcing file: a hostile name over an image, a PDF, an SVG or a renamed HTML file.
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...WHO), hostileText, fc.constantFrom('photo.png', 'document.pdf', 'drawing.svg', 'html-renamed.png'), async (who, filename, sample) => {
            const body = multipartBody([{ name: 'file', filename, type: 'application/pdf', bytes: fixture(sample) }]);
            const answer = await callApi(handler, {
              method,
              stream: Readable.from([body]),
              ip: freshIp(),
              headers: { 'content-type': MULTIPART_TYPE, 'content-length': String(body.length), cookie: cookies[who] },
            });
            expectNoServerError(answer.status, { who, filename, sample });
          }),
          { numRuns: RUNS },
        );
        continue;
      }
      if (address === '/api/jobs/[id]/applications' && method === 'POST') {
        // A job application's multipart form: each text field plausible or hostile, then a résumé.
        const plausibleField: Record<string, string> = {
          name: '张三',
          mobile: '13800138000',
          email: 'a@example.com',
          city: '上海',
          experience: '3to5',
          education: 'bachelor',
          coverNote: '你好',
          consent: 'true',
        };
        const fieldsArbitrary = fc.dictionary(fc.constantFrom(...Object.keys(plausibleField)), hostileText, { minKeys: 1, maxKeys: 3 });
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...WHO), fieldsArbitrary, hostileText, fc.constantFrom('photo.png', 'document.pdf', 'drawing.svg'), async (who, hostile, filename, sample) => {
            const fields = { ...plausibleField, ...hostile };
            const body = multipartBody([
              ...Object.entries(fields).map(([name, value]) => ({ name, value })),
              { name: 'file', filename, type: 'application/pdf', bytes: fixture(sample) },
            ]);
            const answer = await callApi(handler, {
              method,
              query: { id: '1' },
              stream: Readable.from([body]),
              ip: freshIp(),
              headers: { 'content-type': MULTIPART_TYPE, 'content-length': String(body.length), cookie: cookies[who] },
            });
            expectNoServerError(answer.status, { who, fields, filename, sample });
          }),
          { numRuns: RUNS },
        );
        continue;
      }
      const sendsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const who: Who = address.startsWith('/api/admin') ? 'admin' : address.startsWith('/api/exhibitor') || address === '/api/checkins' ? 'exhibitor' : 'member';
      const query = recorder(Object.fromEntries(params.map((name) => [name, '1'])));
      const body = recorder();
      await callApi(handler, { method, query: query.target, body: sendsBody ? body.target : undefined, ip: freshIp(), headers: { cookie: cookies[who] } });
      const queryNames = [...query.read].filter((name) => !params.includes(name));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...(address.startsWith('/api/admin') ? (['admin', 'editor'] as Who[]) : WHO)),
          hostileQuery(params, queryNames),
          sendsBody ? hostileBody([...body.read]) : fc.constant(undefined),
          fc.constantFrom('zh-CN', 'en', 'en\u0000', ''),
          async (who, query, body, language) => {
            const answer = await callApi(handler, {
              method,
              query,
              body,
              ip: freshIp(),
              headers: { cookie: cookies[who], 'accept-language': language.replace('\u0000', '') },
            });
            expectNoServerError(answer.status, { who, method, query, body });
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});

/** A page's getServerSideProps context for a request with `query`, as `who`. */
function pageContext(address: string, query: Record<string, string | string[]>, who: Who, locale: string): GetServerSidePropsContext {
  const headers: Record<string, string | string[]> = {};
  return {
    locale,
    locales: ['zh-CN', 'en'],
    defaultLocale: 'zh-CN',
    resolvedUrl: address,
    params: {},
    query,
    req: { headers: cookies[who] ? { cookie: cookies[who] } : {}, url: address, socket: { remoteAddress: freshIp() } },
    res: {
      statusCode: 200,
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader: (name: string, value: string | string[]) => {
        headers[name.toLowerCase()] = value;
      },
      write: () => true,
      end: () => undefined,
    },
  } as unknown as GetServerSidePropsContext;
}

describe.each(PAGES)('page $address', ({ address, file, params }) => {
  it('renders, redirects or answers 4xx for hostile queries, never a 5xx', async () => {
    const { getServerSideProps } = (await import(file)) as { getServerSideProps?: GetServerSideProps };
    if (!getServerSideProps) return;
    // The names its loader reads, asked as the staff (who pass every guard).
    const probe = recorder();
    await getServerSideProps(pageContext(address, probe.target as Record<string, string>, 'admin', 'zh-CN')).catch(() => undefined);
    const names = [...probe.read];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WHO), hostileQuery(params, names), fc.constantFrom('zh-CN', 'en'), async (who, query, locale) => {
        try {
          await getServerSideProps(pageContext(address, query, who, locale));
        } catch (error) {
          const { statusCode } = normaliseError(error);
          if (statusCode >= 500) throw new Error(`${who} ${locale} ${JSON.stringify(query).slice(0, 600)}: ${String((error as Error).message ?? error).slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
