// Run with tsx before the meetings spec's own server starts (e2e/meetings.spec.ts): the embedded database in
// DATA_DIR gets the site's seed, then a show 10 days ahead (09:00–17:00 China time, three days) with one hall,
// a company with booth A108 (and four neighbours in two halls), an exhibitor account of that company and a member. Prints their ids as JSON.
// Until the console places booths and certifications make companies, this is how a test gets an exhibitor.
import { eq } from 'drizzle-orm';
import { closeDatabase, database } from '../../server/db';
import { activities, booths, companies, companyCategories, halls, productCategories, users } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed/run';
import { createUser } from '../../server/auth/users';

const DAY_MS = 86_400_000;
export const MEETING_PASSWORD = 'Harbour-lantern-77';

async function main() {
  const { db } = await database();
  await seedIfEmpty(db);
  const chinaMidnight = Math.floor((Date.now() + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000;
  const startsAt = new Date(chinaMidnight + 10 * DAY_MS + 9 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 2 * DAY_MS + 8 * 3_600_000);
  const [show] = await db
    .insert(activities)
    .values({ title: '洽谈测试展', titleEn: 'Meetings Test Show', venue: '国家会展中心（上海）', kind: 'show', startsAt, endsAt, capacity: 5000, registrationOpensAt: new Date(Date.now() - DAY_MS), registrationClosesAt: startsAt })
    .returning();
  const [hall] = await db.insert(halls).values({ showId: show!.id, name: '1 号馆', nameEn: 'Hall 1', widthM: 120, depthM: 80 }).returning();
  const [company] = await db.insert(companies).values({ name: '杭州青禾服饰有限公司', nameEn: 'Hangzhou Qinghe Apparel Co., Ltd.', kinds: ['factory'] }).returning();
  await db.insert(booths).values({ hallId: hall!.id, showId: show!.id, number: 'A108', x: 4, y: 6, widthM: 6, depthM: 3, companyId: company!.id });
  // What it makes, for finding it by category on the show's exhibitor list (the seed's list has 针织内衣).
  const [category] = await db.select().from(productCategories).where(eq(productCategories.name, '针织内衣'));
  if (!category) throw new Error('the seed has no category 针织内衣');
  await db.insert(companyCategories).values({ companyId: company!.id, categoryId: category.id });
  // Neighbours on the floor, for visit plans: a second hall after the first, booth numbers out of order.
  const [hall2] = await db.insert(halls).values({ showId: show!.id, name: '2 号馆', nameEn: 'Hall 2', widthM: 120, depthM: 80, sortOrder: 1 }).returning();
  const others: number[] = [];
  for (const [name, nameEn, onFloor, number, x] of [
    ['宁波甬新家居用品有限公司', 'Ningbo Yongxin Homeware Co., Ltd.', hall2!, 'B203', 20],
    ['东莞拓森智能包装科技有限公司', 'Dongguan Tuosen Smart Packaging Co., Ltd.', hall!, 'A9', 20],
    ['上海麦田品牌设计有限公司', 'Shanghai Maitian Brand Design Co., Ltd.', hall2!, 'B15', 4],
    ['佛山禾木厨具制造有限公司', 'Foshan Hemu Kitchenware Co., Ltd.', hall!, 'A120', 40],
  ] as const) {
    const [other] = await db.insert(companies).values({ name, nameEn, kinds: ['factory'] }).returning();
    await db.insert(booths).values({ hallId: onFloor.id, showId: show!.id, number, x, y: 6, widthM: 6, depthM: 3, companyId: other!.id });
    others.push(other!.id);
  }
  const exhibitor = await createUser(db, { kind: 'exhibitor', login: 'meet-exhibitor', name: '青禾展位', password: MEETING_PASSWORD, exhibitor: { company: company!.name } });
  await db.update(users).set({ companyId: company!.id }).where(eq(users.id, exhibitor.id));
  const member = await createUser(db, { kind: 'member', login: '13700000123', name: '李雷', password: MEETING_PASSWORD });
  console.log(JSON.stringify({ showId: show!.id, companyId: company!.id, companyName: company!.name, categoryId: category.id, categoryName: category.name, otherCompanyIds: others, exhibitorLogin: exhibitor.login, memberLogin: member.login }));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
