import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests } from '@/server/db/schema';
import { seedSourcing } from '@/server/db/seed';
import { seedIfEmpty } from '@/server/db/seed/run';
import { requestTimes } from '@/server/db/seed/sourcing';
import { endedAt, isOpen } from '@/server/sourcing/rules';
import { listRequests, publicRequest } from '@/server/sourcing/public';
import { loadSourcingQueue } from '@/server/sourcing/loaders';
import { freshDatabase } from './support/db';

/**
 * The seeded sourcing requests (issue 38, item 9): 20 in every state from seeded certified companies, with quotes
 * from other certified companies of a kind each wants, in every quote state, some revised; every time consistent
 * with the seeding day, so the states the data names are the states the site reads.
 */

const NOW = new Date('2026-11-22T15:45:00Z');
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  await seedIfEmpty(database.db, NOW);
}, 60_000);
afterAll(() => database.close());

describe('the seeded sourcing requests', () => {
  it('are 20, in every state', async () => {
    const rows = await database.db.select().from(sourcingRequests);
    expect(rows).toHaveLength(20);
    expect(new Set(seedSourcing().map((record) => record.state))).toEqual(new Set(['draft', 'pending', 'open', 'ended', 'rejected', 'closed', 'hidden']));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['draft', 'pending', 'live', 'rejected', 'closed', 'hidden']));
    const live = rows.filter((row) => row.status === 'live');
    expect(live.filter((row) => isOpen(row, NOW)).length).toBe(seedSourcing().filter((record) => record.state === 'open').length);
    expect(live.filter((row) => endedAt(row, NOW) !== null).length).toBe(seedSourcing().filter((record) => record.state === 'ended').length);
  });

  it('are posted by certified companies, and the public sees the open, ended and closed ones only', async () => {
    const rows = await database.db.select({ request: sourcingRequests, certifiedAt: companies.certifiedAt }).from(sourcingRequests).innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId));
    expect(rows.every((row) => row.certifiedAt !== null)).toBe(true);
    for (const { request } of rows) {
      const seen = (await publicRequest(database.db, request.id, NOW)) !== null;
      expect([request.title, seen]).toEqual([request.title, request.status === 'live' || request.status === 'closed']);
    }
    const list = await listRequests(database.db, { page: 1 }, [], NOW);
    expect(list.total).toBe(rows.filter(({ request }) => request.status === 'live' || request.status === 'closed').length);
    // Open ones first, then the ended ones.
    const open = list.items.map((item) => isOpen(item.request, NOW));
    expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));
    const queue = await loadSourcingQueue(database.db, {});
    expect(queue?.sourcingQueue).toHaveLength(rows.filter(({ request }) => request.status === 'pending').length);
  });

  it('have quotes in every state, some revised, each sent while its request was open, counted on the request', async () => {
    const requests = await database.db.select().from(sourcingRequests);
    const quotes = await database.db.select().from(sourcingQuotes);
    const revisions = await database.db.select().from(sourcingQuoteRevisions);
    expect(new Set(quotes.map((quote) => quote.status))).toEqual(new Set(['sent', 'withdrawn', 'accepted', 'declined']));
    expect(quotes.some((quote) => quote.revision >= 3)).toBe(true);
    for (const request of requests) {
      const own = quotes.filter((quote) => quote.requestId === request.id);
      expect([request.title, request.quoteCount]).toEqual([request.title, own.filter((quote) => quote.status !== 'withdrawn').length]);
      if (own.length > 0) expect(request.liveAt).not.toBeNull();
      for (const quote of own) {
        expect(quote.supplierCompanyId).not.toBe(request.buyerCompanyId);
        const versions = revisions.filter((revision) => revision.quoteId === quote.id).sort((a, b) => a.revision - b.revision);
        expect(versions.map((version) => version.revision)).toEqual(Array.from({ length: quote.revision }, (_, index) => index + 1));
        const end = request.closedAt ?? (request.closesAt! < NOW ? request.closesAt! : NOW);
        for (const version of versions) {
          expect(version.createdAt >= request.liveAt!).toBe(true);
          expect(version.createdAt <= end).toBe(true);
        }
      }
    }
  });

  it('stop the seed when the data contradicts its state', () => {
    const open = seedSourcing().find((record) => record.state === 'open')!;
    expect(() => requestTimes({ ...open, liveDaysAgo: open.openDays + 1 }, NOW)).toThrow(/labelled open/);
    const ended = seedSourcing().find((record) => record.state === 'ended')!;
    expect(() => requestTimes({ ...ended, liveDaysAgo: ended.openDays + 40 }, NOW)).toThrow(/labelled ended/);
  });
});
