import { eq } from 'drizzle-orm';
import type { SavedCompaniesAnswer, VisitPlanView } from '@/lib/companies/meeting-views';
import savedRoute from '@/pages/api/account/saved-companies';
import planRoute from '@/pages/api/visit-plan';
import planCsvRoute from '@/pages/api/visit-plan.csv';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { companies, savedCompanies } from '@/server/db/schema';
import { buildUser, freshIp } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { insertBooth, insertCompany, insertHall, insertShow } from './support/show-floor';
import { freshDatabase } from './support/db';

/**
 * 我的展商 and the visit plan: saving and dropping exhibitors in the account, merging the browser's list after
 * login, the plan in hall order then booth number (for a visitor from the browser's ids alone), and its CSV.
 */

let database: Database & { url?: string };
const db = () => database.db;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

type Route = Parameters<typeof callApi>[0];

function call(route: Route, cookie: string, options: { method?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<ApiAnswer> {
  return callApi(route, { method: options.method ?? 'GET', body: options.body, query: options.query, ip: freshIp(), headers: cookie ? { cookie } : {} });
}

async function account() {
  const user = await buildUser(db(), { kind: 'member' });
  const { token } = await issueSession(db(), user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

/** A show with two halls (2 号馆 ordered after 1 号馆) and five exhibitors, their booths out of order. */
async function showFloor() {
  const show = await insertShow(db(), { startsInDays: 20 });
  const hall1 = await insertHall(db(), show.id, '1 号馆', 1);
  const hall2 = await insertHall(db(), show.id, '2 号馆', 2);
  const made = [];
  for (const [hall, number, x] of [[hall2, 'B2', 0], [hall1, 'A10', 0], [hall1, 'A9', 5], [hall2, 'B1', 5]] as const) {
    const company = await insertCompany(db(), `展商 ${number}`);
    await insertBooth(db(), hall, company.id, number, x);
    made.push(company);
  }
  const absent = await insertCompany(db(), '未参展公司');
  return { show, companies: made, absent };
}

describe('saved companies API', () => {
  it('saves, lists (with the booth), merges the browser list once and drops one; visitors get a 401', async () => {
    const floor = await showFloor();
    const me = await account();
    expect((await call(savedRoute, '', { method: 'POST', body: { companyIds: [floor.companies[0]!.id] } })).status).toBe(401);

    expect((await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: [floor.companies[0]!.id] } })).body).toEqual({ ids: [floor.companies[0]!.id] });
    // The browser's list after login: one already saved, one new, one unknown (skipped).
    const merged = await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: [floor.companies[0]!.id, floor.companies[1]!.id, 999_999] } });
    expect(merged.body).toEqual({ ids: [floor.companies[0]!.id, floor.companies[1]!.id] });
    const rows = await db().select().from(savedCompanies).where(eq(savedCompanies.userId, me.user.id));
    expect(rows).toHaveLength(2);

    const listed = (await call(savedRoute, me.cookie)).body as SavedCompaniesAnswer;
    expect(listed.companies.map((company) => [company.name, company.booth])).toEqual(
      expect.arrayContaining([
        ['展商 B2', { hall: '2 号馆', number: 'B2' }],
        ['展商 A10', { hall: '1 号馆', number: 'A10' }],
      ]),
    );
    // Each with the show of that booth (its soonest not over), where its 预约洽谈 link books.
    expect(listed.companies.every((company) => company.showId === floor.show.id)).toBe(true);

    expect((await call(savedRoute, me.cookie, { method: 'DELETE', query: { id: String(floor.companies[0]!.id) } })).status).toBe(200);
    expect(((await call(savedRoute, me.cookie)).body as SavedCompaniesAnswer).companies.map((company) => company.id)).toEqual([floor.companies[1]!.id]);
  });

  it('leaves out hidden companies and refuses malformed lists', async () => {
    const me = await account();
    const hidden = await insertCompany(db());
    await db().update(companies).set({ hidden: true }).where(eq(companies.id, hidden.id));
    expect((await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: [hidden.id] } })).body).toEqual({ ids: [] });
    expect((await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: [] } })).status).toBe(400);
    expect((await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: ['1'] } })).status).toBe(400);
    expect((await call(savedRoute, me.cookie, { method: 'DELETE', query: { id: 'x' } })).status).toBe(400);
  });
});

describe('the visit plan', () => {
  it('orders the saved exhibitors at the show by hall, then booth number as people read it, for a visitor from the browser list', async () => {
    const floor = await showFloor();
    const ids = [...floor.companies.map((company) => company.id), floor.absent.id].join(',');
    const answer = await call(planRoute, '', { query: { show: String(floor.show.id), ids } });
    expect(answer.status).toBe(200);
    const plan = answer.body as VisitPlanView;
    expect(plan.show).toMatchObject({ id: floor.show.id, title: 'TMZ 消费品展' });
    expect(plan.stops.map((stop) => `${stop.booth.hall} ${stop.booth.number}`)).toEqual(['1 号馆 A9', '1 号馆 A10', '2 号馆 B1', '2 号馆 B2']);
    expect(plan.elsewhere).toBe(1);
  });

  it('joins the account\'s saved exhibitors to the browser\'s, and downloads as CSV', async () => {
    const floor = await showFloor();
    const me = await account();
    await call(savedRoute, me.cookie, { method: 'POST', body: { companyIds: [floor.companies[0]!.id] } });
    const plan = (await call(planRoute, me.cookie, { query: { show: String(floor.show.id), ids: String(floor.companies[2]!.id) } })).body as VisitPlanView;
    expect(plan.stops.map((stop) => stop.name)).toEqual(['展商 A9', '展商 B2']);
    const csv = await call(planCsvRoute, me.cookie, { query: { show: String(floor.show.id) } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.body)).toBe('\ufeff顺序,展馆,展位,展商\r\n1,2 号馆,B2,展商 B2\r\n');
  });

  it('refuses malformed ids', async () => {
    expect((await call(planRoute, '', { query: { ids: '1,abc' } })).status).toBe(400);
    expect((await call(planRoute, '', { query: { show: '-1' } })).status).toBe(400);
  });
});
