import type { Viewer } from '@/lib/guards';
import { createUser } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles } from '@/server/db/schema';
import { loadConsole } from '@/server/loaders/console';
import { loadPublish } from '@/server/loaders/publish';
import type { PageContext } from '@/server/page';
import { buildArticle, freshDatabase } from './support/db';

/** The account pages' data: a member's own submissions on /publish, and the staff console's dashboard. */

let database: Database;
let authorId: number;
let otherId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  authorId = (await createUser(database.db, { kind: 'member', login: 'author@example.com', password: 'Quiet-river-2026', name: '作者' })).id;
  otherId = (await createUser(database.db, { kind: 'member', login: 'other@example.com', password: 'Quiet-river-2026', name: '别人' })).id;
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(articles);
  await database.db.delete(activities);
});

const viewer = (id: number, kind: Viewer['kind'] = 'member'): Viewer => ({ id, kind, name: '作者', login: 'au***@example.com' });
const context = (who: Viewer | null) => ({ query: {}, locale: 'zh-CN', viewer: who }) as unknown as PageContext;

describe('loadPublish', () => {
  it('lists only the viewer’s own articles, in every state, last changed first', async () => {
    const older = await buildArticle(database.db, { authorId, title: '旧稿', status: 'rejected', updatedAt: new Date('2026-10-01T02:00:00Z') });
    const newer = await buildArticle(database.db, { authorId, title: '新稿', status: 'pending', channel: 'practical', updatedAt: new Date('2026-11-01T02:00:00Z') });
    await buildArticle(database.db, { authorId: otherId, title: '别人的稿' });
    await buildArticle(database.db, { title: '示例文章' });

    expect(await loadPublish(context(viewer(authorId)))).toEqual({
      props: {
        submissions: [
          { id: newer.id, title: '新稿', channel: 'practical', status: 'pending', updatedAt: '2026-11-01T02:00:00.000Z', date: '2026-11-01' },
          { id: older.id, title: '旧稿', channel: 'hot', status: 'rejected', updatedAt: '2026-10-01T02:00:00.000Z', date: '2026-10-01' },
        ],
      },
    });
  });

  it('gives a visitor no list', async () => {
    expect(await loadPublish(context(null))).toEqual({ props: { submissions: null } });
  });
});

describe('loadConsole', () => {
  it('counts the submissions waiting for review and shows seats taken at the coming activities, soonest first', async () => {
    await buildArticle(database.db, { authorId, status: 'pending' });
    await buildArticle(database.db, { authorId, status: 'pending' });
    await buildArticle(database.db, { authorId, status: 'draft' });
    const activity = (title: string, days: number, seatsTaken: number) => ({
      title,
      venue: '会展中心',
      startsAt: new Date(Date.now() + days * DAY),
      endsAt: new Date(Date.now() + days * DAY + 3_600_000),
      capacity: 80,
      seatsTaken,
      registrationOpensAt: new Date(Date.now() - DAY),
      registrationClosesAt: new Date(Date.now() + (days - 1) * DAY),
    });
    const [later] = await database.db.insert(activities).values(activity('秋季选品会', 20, 12)).returning();
    const [sooner] = await database.db.insert(activities).values(activity('供应链沙龙', 5, 80)).returning();
    await database.db.insert(activities).values(activity('已结束的活动', -5, 40));

    const result = await loadConsole(context(viewer(authorId, 'editor')));
    expect(result).toMatchObject({
      props: {
        dashboard: {
          pendingSubmissions: 2,
          activities: [
            { id: sooner!.id, title: '供应链沙龙', seatsTaken: 80, capacity: 80 },
            { id: later!.id, title: '秋季选品会', seatsTaken: 12, capacity: 80 },
          ],
        },
      },
    });
  });
});
