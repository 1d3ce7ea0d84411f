import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { GetServerSideProps, GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import { normaliseError } from '@/lib/errors';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The console's permission sweep (issue 8, item 8): every API route under
 * pages/api/admin and every page under pages/admin — found on disk when the
 * tests run, so routes and pages added later are covered without a word here
 * — refuses whoever may not use it, whatever they send: through the API a
 * visitor gets 401, a member or an exhibitor 403, and an editor 403 from the
 * admin-only parts; a page sends a visitor to /login and answers a member or
 * an exhibitor 403, and an editor 403 on the admin-only pages.
 */

/** The console's admin-only parts, by their path under /admin and /api/admin (a segment and what lies below it). */
const ADMIN_ONLY = ['users', 'audit'];

const isAdminOnly = (route: string) => ADMIN_ONLY.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));

const ROOT = path.join(__dirname, '..', '..');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

interface Found {
  /** The path under /admin or /api/admin: "exhibitors/[id]/password", "" for /admin itself. */
  route: string;
  /** Its address: "/api/admin/exhibitors/[id]/password", "/admin". */
  address: string;
  file: string;
}

/** Every module file below `dir` (recursively), as the route it serves. */
function routesIn(dir: string, extensions: RegExp): Found[] {
  const base = path.join(ROOT, dir);
  const prefix = `/${dir.replace(/^pages\//, '')}`;
  return (readdirSync(base, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => extensions.test(file) && !/\.(test|spec)\./.test(file))
    .map((file) => {
      const route = file.split(path.sep).join('/').replace(extensions, '').replace(/(^|\/)index$/, '');
      return { route, address: route ? `${prefix}/${route}` : prefix, file: path.join(base, file) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** A plausible value of each [param] of a route: a whole number, as the routes' ids are. */
function paramsOf(route: string): Record<string, string> {
  return Object.fromEntries([...route.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, '1']));
}

const API_ROUTES = routesIn('pages/api/admin', /\.tsx?$/);
const PAGES = routesIn('pages/admin', /\.tsx$/);

type Who = 'member' | 'exhibitor' | 'editor' | 'admin';
let database: Database;
const people = {} as Record<Who, BuiltUser>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const kind of ['member', 'exhibitor', 'editor', 'admin'] as const) {
    people[kind] = await buildUser(database.db, { kind, name: `sweep ${kind}`, ...(kind === 'exhibitor' ? { exhibitor: { company: '巡检展商' } } : {}) });
  }
}, 60_000);
afterAll(() => database.close());

async function cookieOf(who: Who | null): Promise<Record<string, string>> {
  if (!who) return {};
  const { token } = await issueSession(database.db, people[who], { persistent: false });
  return { cookie: `tmz_session=${token}` };
}

it('finds the console’s routes and pages on disk', () => {
  expect(API_ROUTES.map((found) => found.route)).toEqual(
    expect.arrayContaining([
      'audit',
      'exhibitors',
      'exhibitors/[id]/password',
      'users',
      'users/[id]/role',
      // Job applications and their résumés (issue 23).
      'applications',
      'applications.csv',
      'applications/[id]',
      'applications/[id]/resume',
      'applications/[id]/status',
      'applications/[id]/notes',
    ]),
  );
  expect(PAGES.map((found) => found.route)).toEqual(expect.arrayContaining(['', 'audit', 'exhibitors', 'users', 'applications', 'applications/detail']));
});

describe.each(API_ROUTES)('API $address', ({ route, file }) => {
  type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
  const adminOnly = isAdminOnly(route);

  async function statusFor(method: string, who: Who | null): Promise<number> {
    const handler = ((await import(file)) as { default: Handler }).default;
    const answer = await callApi(handler, {
      method,
      query: paramsOf(route),
      // An empty body: a route must refuse the caller before it reads (and would refuse) the body.
      body: method === 'POST' || method === 'PUT' ? {} : undefined,
      ip: freshIp(),
      headers: await cookieOf(who),
    });
    return answer.status;
  }

  /** The methods the route offers: the others answer 405 before anything else. */
  async function offered(): Promise<string[]> {
    const methods: string[] = [];
    for (const method of METHODS) if ((await statusFor(method, null)) !== 405) methods.push(method);
    return methods;
  }

  it(`refuses a visitor (401), a member and an exhibitor (403)${adminOnly ? ' and an editor (403): admins only' : ''}`, async () => {
    const methods = await offered();
    expect(methods.length).toBeGreaterThan(0);
    const refusals: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const method of methods) {
      refusals[method] = {
        visitor: await statusFor(method, null),
        member: await statusFor(method, 'member'),
        exhibitor: await statusFor(method, 'exhibitor'),
        ...(adminOnly ? { editor: await statusFor(method, 'editor') } : {}),
      };
      expected[method] = { visitor: 401, member: 403, exhibitor: 403, ...(adminOnly ? { editor: 403 } : {}) };
    }
    expect(refusals).toEqual(expected);
  });
});

describe.each(PAGES)('page $address', ({ route, address, file }) => {
  const adminOnly = isAdminOnly(route);
  const pathname = address.replace(/\[(\w+)\]/g, '1');

  async function visit(who: Who | null) {
    const { getServerSideProps } = (await import(file)) as { getServerSideProps?: GetServerSideProps };
    if (!getServerSideProps) throw new Error(`${file} has no getServerSideProps: a console page must run its guards on the server`);
    const headers: Record<string, string | string[]> = {};
    const ctx = {
      locale: 'zh-CN',
      locales: ['zh-CN', 'en'],
      defaultLocale: 'zh-CN',
      resolvedUrl: pathname,
      params: paramsOf(route),
      query: { ...paramsOf(route), id: '1' },
      req: { headers: await cookieOf(who) },
      res: {
        statusCode: 200,
        getHeader: (name: string) => headers[name.toLowerCase()],
        setHeader: (name: string, value: string | string[]) => {
          headers[name.toLowerCase()] = value;
        },
      },
    } as unknown as GetServerSidePropsContext;
    try {
      return { result: await getServerSideProps(ctx) };
    } catch (error) {
      return { error: normaliseError(error) };
    }
  }

  it('sends a visitor to /login, to come back', async () => {
    expect(await visit(null)).toEqual({ result: { redirect: { destination: `/login?redirect=${encodeURIComponent(pathname)}`, permanent: false } } });
  });

  it(`answers a member and an exhibitor${adminOnly ? ' and an editor (admins only)' : ''} 403`, async () => {
    const refused: Who[] = adminOnly ? ['member', 'exhibitor', 'editor'] : ['member', 'exhibitor'];
    for (const who of refused) {
      expect({ who, ...(await visit(who)) }).toEqual({ who, error: { statusCode: 403, message: 'Forbidden' } });
    }
  });

  it('lets an admin in', async () => {
    const { result, error } = await visit('admin');
    expect(error).toBeUndefined();
    expect(result && ('props' in result || 'notFound' in result)).toBe(true);
  });
});
