import { inArray } from 'drizzle-orm';
import type { Db } from '../executor';
import { booths, companies, companyCategories, companyProducts, halls, meetings, productCategories, users } from '../schema';
import { seedCategories, seedCompanies, seedMeetings, seedShowFloor } from './index';

/**
 * The companies' part of the demo (issue 35), seeded inside seedIfEmpty's transaction: the shared category
 * list, the companies with their categories and products, the upcoming show's halls and booths, and a few
 * demo members with the meetings they booked there. Names in the data files tie them together; a name that
 * points nowhere stops the seed with what it was looking for.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The demo members' password hash: not the `scrypt$…` form server/auth/password.ts reads, so verifyPassword
 * refuses every password for it and nobody can log in as a demo member. Their logins are on the reserved
 * example.com domain, so no reset code sent to them reaches anyone either.
 */
export const SEED_NO_PASSWORD = '!seed-demo-member: no password opens this account';

/** The show the floor and the meetings belong to, as seeded: its id, its times and the China midnight of its first day. */
export interface SeedShow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  firstDay: Date;
}

function lookup<T>(map: ReadonlyMap<string, T>, name: string, what: string): T {
  const found = map.get(name);
  if (found === undefined) throw new Error(`seed: no ${what} named ${name}`);
  return found;
}

/** Inserts the category list; returns each name's id. */
async function insertCategories(tx: Tx): Promise<Map<string, number>> {
  const idOf = new Map<string, number>();
  const tops = await tx
    .insert(productCategories)
    .values(seedCategories().map((group, index) => ({ name: group.name, nameEn: group.nameEn, sortOrder: index })))
    .returning({ id: productCategories.id, name: productCategories.name });
  for (const top of tops) idOf.set(top.name, top.id);
  const children = seedCategories().flatMap((group) =>
    group.children.map((child, index) => ({ parentId: lookup(idOf, group.name, 'category'), name: child.name, nameEn: child.nameEn, sortOrder: index })),
  );
  for (const child of await tx.insert(productCategories).values(children).returning({ id: productCategories.id, name: productCategories.name })) {
    idOf.set(child.name, child.id);
  }
  return idOf;
}

/** Inserts the companies, their categories and products; returns each company's id by name. */
async function insertCompanies(tx: Tx, now: Date, categoryId: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const records = seedCompanies();
  const rows = await tx
    .insert(companies)
    .values(
      records.map((c) => {
        const certifiedAt = c.certified ? new Date(now.getTime() - c.certified.daysAgo * DAY_MS) : null;
        const since = certifiedAt ?? new Date(now.getTime() - 400 * DAY_MS);
        return {
          uscc: c.uscc,
          name: c.name,
          nameEn: c.nameEn ?? null,
          kinds: c.kinds,
          logo: c.logo,
          summary: c.summary,
          summaryEn: c.summaryEn ?? null,
          introduction: c.introduction,
          introductionEn: c.introductionEn ?? null,
          province: c.province,
          city: c.city,
          foundedYear: c.foundedYear,
          sizeBand: c.sizeBand,
          website: c.website ?? null,
          contactChannel: c.contact.channel,
          contactValue: c.contact.value,
          certifiedKind: c.certified?.kind ?? null,
          certifiedAt,
          capacity: c.capacity ?? '',
          processes: c.processes ?? [],
          services: c.services ?? [],
          // Hidden until its products and categories are in (below): the search text is worked out once, not twice.
          hidden: true,
          createdAt: since,
          updatedAt: since,
        };
      }),
    )
    .returning({ id: companies.id, name: companies.name });
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await tx.insert(companyCategories).values(
    records.flatMap((c) => c.categories.map((name) => ({ companyId: lookup(idOf, c.name, 'company'), categoryId: lookup(categoryId, name, 'category') }))),
  );
  await tx.insert(companyProducts).values(
    records.flatMap((c) =>
      c.products.map((p, index) => ({
        companyId: lookup(idOf, c.name, 'company'),
        name: p.name,
        nameEn: p.nameEn ?? null,
        picture: p.picture,
        summary: p.summary,
        summaryEn: p.summaryEn ?? null,
        categoryId: lookup(categoryId, p.category, 'category'),
        sortOrder: index,
      })),
    ),
  );
  // Shown now: the trigger (migration 0020) writes the search text, its products and categories included.
  await tx.update(companies).set({ hidden: false }).where(inArray(companies.id, [...idOf.values()]));
  return idOf;
}

/** Inserts the show's halls and booths. */
async function insertFloor(tx: Tx, show: SeedShow, companyId: ReadonlyMap<string, number>): Promise<void> {
  const floor = seedShowFloor();
  for (const [index, hall] of floor.halls.entries()) {
    const [row] = await tx
      .insert(halls)
      .values({ showId: show.id, name: hall.name, nameEn: hall.nameEn, widthM: hall.width, depthM: hall.depth, sortOrder: index })
      .returning({ id: halls.id });
    await tx.insert(booths).values(
      hall.booths.map((booth) => ({
        hallId: row!.id,
        showId: show.id,
        number: booth.number,
        x: booth.x,
        y: booth.y,
        widthM: booth.width,
        depthM: booth.depth,
        companyId: booth.company === undefined ? null : lookup(companyId, booth.company, 'company'),
      })),
    );
  }
}

/** Inserts the demo members and their meetings at the show. */
async function insertMeetings(tx: Tx, now: Date, show: SeedShow, companyId: ReadonlyMap<string, number>): Promise<void> {
  const { members, meetings: booked } = seedMeetings();
  const joined = new Date(now.getTime() - 90 * DAY_MS);
  await tx
    .insert(users)
    .values(members.map((m) => ({ kind: 'member' as const, login: m.login, name: m.name, passwordHash: SEED_NO_PASSWORD, loginVerifiedAt: joined, createdAt: joined, updatedAt: joined })))
    .onConflictDoNothing();
  const accounts = await tx.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, members.map((m) => m.login)));
  const userId = new Map(accounts.map((row) => [row.login, row.id]));
  const member = new Map(members.map((m) => [m.login, m]));
  if (booked.length === 0) return;
  await tx.insert(meetings).values(
    booked.map((m, index) => {
      const who = lookup(member, m.member, 'member');
      const [hours = 0, minutes = 0] = m.time.split(':').map(Number);
      const startsAt = new Date(show.firstDay.getTime() + (m.day - 1) * DAY_MS + (hours * 60 + minutes) * MINUTE_MS);
      const asked = new Date(now.getTime() - (index + 1) * 7 * 60 * MINUTE_MS);
      return {
        showId: show.id,
        companyId: lookup(companyId, m.company, 'company'),
        requesterId: lookup(userId, m.member, 'member account'),
        startsAt,
        status: m.status,
        note: m.note,
        replyNote: m.replyNote ?? '',
        requester: { name: who.name, company: who.company, position: who.position, contact: who.login },
        locale: 'zh-CN',
        createdAt: asked,
        updatedAt: m.status === 'requested' ? asked : new Date(asked.getTime() + 3 * 60 * MINUTE_MS),
      };
    }),
  );
}

/** Seeds the companies' part; `show` is the seeded show the floor belongs to. */
export async function seedCompanyData(tx: Tx, now: Date, show: SeedShow): Promise<void> {
  const categoryId = await insertCategories(tx);
  const companyId = await insertCompanies(tx, now, categoryId);
  await insertFloor(tx, show, companyId);
  await insertMeetings(tx, now, show, companyId);
}
