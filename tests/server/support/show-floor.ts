import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { activities, booths, companies, halls, users } from '@/server/db/schema';
import { buildUser } from '../auth-support';

/**
 * Builders for the meetings tests: a show (an activity of kind show), a hall, a company with a booth in it,
 * and an exhibitor account of the company. The show runs 09:00–17:00 China time each day for `days` days
 * from `startsInDays` days after now (at 09:00 China time on that day).
 */

const DAY_MS = 86_400_000;

/** 09:00 China time (01:00 UTC) of the day `days` after now's China day. */
export function chinaNineAm(days: number, now = new Date()): Date {
  const chinaMidnight = Math.floor((now.getTime() + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000;
  return new Date(chinaMidnight + days * DAY_MS + 9 * 3_600_000);
}

export async function insertShow(db: Db, { startsInDays = 10, days = 3, title = 'TMZ 消费品展' }: { startsInDays?: number; days?: number; title?: string } = {}) {
  const startsAt = chinaNineAm(startsInDays);
  const endsAt = new Date(startsAt.getTime() + (days - 1) * DAY_MS + 8 * 3_600_000);
  const [show] = await db
    .insert(activities)
    .values({
      title,
      venue: '上海新国际博览中心',
      kind: 'show',
      startsAt,
      endsAt,
      capacity: 1000,
      registrationOpensAt: new Date(Date.now() - DAY_MS),
      registrationClosesAt: startsAt,
    })
    .returning();
  return show!;
}

let count = 0;

export async function insertHall(db: Db, showId: number, name = '1 号馆', sortOrder = 0) {
  const [hall] = await db.insert(halls).values({ showId, name, nameEn: name.replace(/(\d+) 号馆/, 'Hall $1'), widthM: 100, depthM: 60, sortOrder }).returning();
  return hall!;
}

export async function insertCompany(db: Db, name?: string) {
  count += 1;
  const [company] = await db.insert(companies).values({ name: name ?? `测试展商${count}有限公司`, kinds: ['factory'] }).returning();
  return company!;
}

export async function insertBooth(db: Db, hall: { id: number; showId: number }, companyId: number | null, number: string, x = 0) {
  const [booth] = await db.insert(booths).values({ hallId: hall.id, showId: hall.showId, number, x, y: 0, widthM: 3, depthM: 3, companyId }).returning();
  return booth!;
}

/** An exhibitor account of the company (its login an e-mail address, so its messages go there). */
export async function buildExhibitorOf(db: Db, companyId: number, company = '展商') {
  const user = await buildUser(db, { kind: 'exhibitor', name: company, exhibitor: { company } });
  await db.update(users).set({ companyId }).where(eq(users.id, user.id));
  return { ...user, companyId };
}

/** A show with one hall, an exhibiting company with booth A108 and its exhibitor account. */
export async function exhibitingCompany(db: Db, options: Parameters<typeof insertShow>[1] = {}) {
  const show = await insertShow(db, options);
  const hall = await insertHall(db, show.id);
  const company = await insertCompany(db);
  const booth = await insertBooth(db, hall, company.id, 'A108');
  const exhibitor = await buildExhibitorOf(db, company.id, company.name);
  return { show, hall, company, booth, exhibitor };
}
