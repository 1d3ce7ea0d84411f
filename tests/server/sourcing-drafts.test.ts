import { eq } from 'drizzle-orm';
import postRoute from '@/pages/api/sourcing/index';
import draftsRoute from '@/pages/api/sourcing/drafts/index';
import draftRoute from '@/pages/api/sourcing/drafts/[id]';
import filesRoute from '@/pages/api/sourcing/files';
import listRoute from '@/pages/api/sourcing/[id]/attachments/index';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { sourcingRequestAttachments, sourcingRequests } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { loadSourcingNew, loadSourcingQueue } from '@/server/sourcing/loaders';
import { listRequests, publicRequest } from '@/server/sourcing/public';
import { freshIp } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { fixture, multipartBody, postMultipart } from './support/multipart';
import { requestFields, sourcingWorld, type Person, type SourcingWorld } from './sourcing-support';

/**
 * Drafts of sourcing requests (issue 38, item 1: "drafts autosave like articles"): saved as the member types,
 * any field still empty, at the version the form has; found again on /sourcing/new; never seen by anyone else;
 * turned into the request when it is submitted.
 */

let database: Database;
let world: SourcingWorld;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  world = await sourcingWorld(database);
}, 60_000);
afterAll(() => database.close());

type Saved = { draft: { id: number; version: string } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const create = (who: Person | null, body: unknown) => callApi(draftsRoute, { method: 'POST', body, ip: freshIp(), headers: who ? { cookie: who.cookie } : {} });
const save = (who: Person, id: number, body: unknown) => callApi(draftRoute, { method: 'PUT', query: { id: String(id) }, body, ip: freshIp(), headers: { cookie: who.cookie } });
const discard = (who: Person, id: number) => callApi(draftRoute, { method: 'DELETE', query: { id: String(id) }, ip: freshIp(), headers: { cookie: who.cookie } });
const post = (who: Person, body: unknown) => callApi(postRoute, { method: 'POST', body, ip: freshIp(), headers: { cookie: who.cookie } });
const savedOf = (answer: ApiAnswer) => (answer.body as Saved).draft;
const errorOf = (answer: ApiAnswer) => (answer.body as ErrorBody).error;
async function newPage(who: Person, query: Record<string, string> = {}) {
  const page = await loadSourcingNew({ query, locale: 'zh-CN', viewer: { id: who.user.id, kind: who.user.kind } } as unknown as PageContext);
  if (!('props' in page)) throw new Error('/sourcing/new answered no page');
  return (await page.props).form;
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, id));
  return row;
}

describe('a draft', () => {
  it('is saved with any field still empty, and only what is there is checked', async () => {
    const first = await create(world.people.buyer, { title: '礼盒', description: '' });
    expect(first.status).toBe(201);
    const { id, version } = savedOf(first);
    expect(await rowOf(id)).toMatchObject({ status: 'draft', title: '礼盒', categoryId: null, quantity: null, unit: 'piece', openDays: 30, buyerId: world.people.buyer.user.id, submittedAt: null, searchText: '' });

    const bad = await save(world.people.buyer, id, { title: '礼盒', quantity: '-3', neededBy: '明天', version });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['neededBy', 'quantity']);

    // Contact details are refused when it is submitted, not while it is written.
    const next = await save(world.people.buyer, id, { title: '礼盒 5000 套 电话 13800138000', categoryId: String(world.category), quantity: '5000', description: '<p>灰板<script>x</script></p>', version });
    expect(next.status).toBe(200);
    expect(savedOf(next).version).not.toBe(version);
    expect(await rowOf(id)).toMatchObject({ quantity: 5000, categoryId: world.category, description: '<p>灰板</p>' });
    await discard(world.people.buyer, id);
  });

  it('is saved only at the version the form has, and only by its account', async () => {
    const { id, version } = savedOf(await create(world.people.buyer, { title: '纸箱' }));
    const one = await save(world.people.buyer, id, { title: '纸箱 一', version });
    expect(one.status).toBe(200);
    // Another tab still at the first version.
    const stale = await save(world.people.buyer, id, { title: '纸箱 二', version });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).fields?.version?.[0]).toContain('已在别处保存过');
    expect((await save(world.people.buyer, id, { title: '纸箱 三' })).status).toBe(409);
    expect((await rowOf(id))?.title).toBe('纸箱 一');
    // A colleague of the same company, another company, a stranger: not theirs.
    expect((await save(world.people.colleague, id, { title: 'x', version: savedOf(one).version })).status).toBe(404);
    expect((await save(world.people.supplier, id, { title: 'x', version: savedOf(one).version })).status).toBe(404);
    expect((await discard(world.people.colleague, id)).status).toBe(404);
    expect((await discard(world.people.buyer, id)).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('is for accounts of certified companies', async () => {
    expect((await create(null, { title: 'x' })).status).toBe(401);
    expect((await create(world.people.uncertified, { title: 'x' })).status).toBe(403);
    expect((await create(world.people.editor, { title: 'x' })).status).toBe(403);
  });

  it('is seen by nobody else: not listed, not public, not in the staff queue', async () => {
    const { id } = savedOf(await create(world.people.buyer, requestFields(world.category)));
    expect(await publicRequest(database.db, id)).toBeNull();
    expect((await listRequests(database.db, { page: 1 }, [])).items.map((row) => row.request.id)).not.toContain(id);
    expect((await loadSourcingQueue(database.db, {}))?.sourcingQueue.map((row) => row.id)).not.toContain(id);
    expect((await loadSourcingQueue(database.db, { request: String(id) }))?.sourcingMissing).toBe(true);
    await discard(world.people.buyer, id);
  });

  it('comes back on /sourcing/new: the latest, or the one asked for; never someone else’s', async () => {
    const older = savedOf(await create(world.people.buyer, { title: '旧草稿' }));
    const newer = savedOf(await create(world.people.buyer, { title: '新草稿', quantity: '200', budgetMin: '12.5', kindsWanted: ['factory', 'provider'] }));
    const latest = await newPage(world.people.buyer);
    expect(latest.draft).toMatchObject({ id: newer.id, version: newer.version, title: '新草稿', quantity: '200', budgetMin: '12.5', kindsWanted: ['factory', 'provider'], categoryId: '' });
    const asked = await newPage(world.people.buyer, { draft: String(older.id) });
    expect(asked.draft?.title).toBe('旧草稿');
    const foreign = await newPage(world.people.colleague, { draft: String(older.id) });
    expect(foreign.draft).toBeNull();
    const malformed = await newPage(world.people.buyer, { draft: 'abc' });
    expect(malformed.draft).toBeNull();
    await discard(world.people.buyer, older.id);
    await discard(world.people.buyer, newer.id);
  });

  it('becomes the request when submitted (its id kept, its files with it), and is no draft after', async () => {
    const uploaded = await postMultipart(filesRoute, multipartBody([{ name: 'file', filename: '图纸.pdf', type: 'application/pdf', bytes: fixture('document.pdf') }]), {
      ip: freshIp(),
      cookie: world.people.buyer.cookie,
    });
    const fileId = (uploaded.body as { file: { id: string } }).file.id;
    const attachments = [{ uploadId: fileId, name: '图纸.pdf' }];
    const { id, version } = savedOf(await create(world.people.buyer, { title: '礼盒', attachments }));
    expect(await database.db.select().from(sourcingRequestAttachments).where(eq(sourcingRequestAttachments.requestId, id))).toHaveLength(1);
    // A draft's files are its author's alone: not a colleague's, not staff's.
    const list = (who: Person) => callApi(listRoute, { query: { id: String(id) }, headers: { cookie: who.cookie } });
    expect((await list(world.people.buyer)).status).toBe(200);
    expect((await list(world.people.colleague)).status).toBe(404);
    expect((await list(world.people.editor)).status).toBe(404);

    // Incomplete: the request's rules, nothing changes.
    const incomplete = await post(world.people.buyer, { ...requestFields(world.category, { title: '' }), attachments, draft: { id, version } });
    expect(incomplete.status).toBe(400);
    expect((await rowOf(id))?.status).toBe('draft');
    // At an older version: refused.
    const stale = await post(world.people.buyer, { ...requestFields(world.category), attachments, draft: { id, version: '2020-01-01T00:00:00.000Z' } });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).fields?.version).toBeDefined();

    const submitted = await post(world.people.buyer, { ...requestFields(world.category), attachments, draft: { id, version } });
    expect(submitted.status).toBe(201);
    expect((submitted.body as { request: { id: number; status: string } }).request).toEqual({ id, status: 'pending' });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', title: '礼盒包装 5000 套', quantity: 5000 });
    expect(await database.db.select().from(sourcingRequestAttachments).where(eq(sourcingRequestAttachments.requestId, id))).toHaveLength(1);
    // Submitted: no longer saved as a draft, nor submitted twice, nor offered on /sourcing/new.
    expect((await save(world.people.buyer, id, { title: 'x', version })).status).toBe(404);
    const twice = await post(world.people.buyer, { ...requestFields(world.category), draft: { id, version } });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toContain('草稿已不存在');
    const page = await newPage(world.people.buyer);
    expect(page.draft).toBeNull();
  });
});
