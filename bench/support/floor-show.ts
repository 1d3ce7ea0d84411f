// Database side of bench/floor.mjs (and of the floor plan's screenshots and e2e journey), run with
// node_modules/.bin/tsx from the repository's root and the environment the server will use (DATA_DIR for the
// embedded database, or DATABASE_URL):
//   tsx bench/support/floor-show.ts --halls 1 --booths 300
// creates a published show starting in two days with that many halls, each holding that many 3 × 3 m booths
// in back-to-back rows of ten with aisles between, every booth let to a company of its own (with one or two
// product categories; the categories are made when the list is empty). Prints one JSON line:
// {"id":<show id>,"halls":[…],"companyId":<the first exhibitor>,"categoryId":<a top category>,"boothNumber":"A101"}.
// It opens the database through the app's own module (which migrates, and seeds an empty one). The embedded
// database may be open in one process only: run it before the server starts.
import { parseArgs } from 'node:util';
import { isNull } from 'drizzle-orm';
import { closeDatabase, database, seedWhenOpened } from '@/server/db';
import { seedDemoContent } from '@/server/site/demo-seed';
import { activities, booths, companies, companyCategories, halls, productCategories } from '@/server/db/schema';

const USAGE = 'Usage: tsx bench/support/floor-show.ts [--halls <n>] [--booths <per hall>]';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BOOTH = 3;
const PER_BLOCK = 10;
const BLOCKS = 2;
const AISLE = 4;

const CATEGORIES: [string, string, [string, string][]][] = [
  ['服装纺织', 'Apparel & textiles', [['针织', 'Knitwear'], ['面料', 'Fabrics']]],
  ['家居日用', 'Home & living', [['厨具', 'Kitchenware'], ['收纳', 'Storage']]],
  ['智能硬件', 'Smart hardware', [['穿戴设备', 'Wearables'], ['智能家居', 'Smart home']]],
  ['食品饮料', 'Food & drink', [['休闲食品', 'Snacks'], ['茶饮', 'Tea']]],
];
const PLACES = ['杭州', '宁波', '义乌', '苏州', '深圳', '东莞', '佛山', '泉州', '青岛', '成都'];
const TRADES = ['织造', '服饰', '家居', '智能', '食品', '包装', '日用', '科技', '电器', '茶业'];

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a positive whole number (got ${value}).\n${USAGE}`);
  return number;
}

async function categoryIds(db: Awaited<ReturnType<typeof database>>['db']): Promise<{ top: number[]; children: number[] }> {
  let tops = await db.select().from(productCategories).where(isNull(productCategories.parentId));
  if (tops.length === 0) {
    for (const [index, [name, nameEn, children]] of CATEGORIES.entries()) {
      const [top] = await db.insert(productCategories).values({ name, nameEn, sortOrder: index }).returning();
      await db.insert(productCategories).values(children.map(([child, childEn], order) => ({ name: child, nameEn: childEn, parentId: top!.id, sortOrder: order })));
    }
    tops = await db.select().from(productCategories).where(isNull(productCategories.parentId));
  }
  const all = await db.select().from(productCategories);
  return { top: tops.map((row) => row.id), children: all.filter((row) => row.parentId !== null).map((row) => row.id) };
}

async function main() {
  const { values } = parseArgs({ options: { halls: { type: 'string' }, booths: { type: 'string' } } });
  const hallCount = wholeNumber('halls', values.halls, 1);
  const perHall = wholeNumber('booths', values.booths, 300);
  seedWhenOpened(seedDemoContent);
  const { db } = await database();
  const categories = await categoryIds(db);
  const startsAt = new Date(Date.now() + 2 * DAY);
  const [show] = await db
    .insert(activities)
    .values({
      kind: 'show',
      title: '第十二届 TMZ 品牌供应链展',
      titleEn: 'TMZ Brand Supply Chain Show 2026',
      summary: '品牌方、工厂、服务商与零售商的年度相聚。',
      venue: '杭州国际博览中心',
      venueEn: 'Hangzhou International Expo Center',
      city: '杭州',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * DAY),
      capacity: 5000,
      perRegistrationLimit: 5,
      registrationOpensAt: new Date(Date.now() - DAY),
      registrationClosesAt: new Date(startsAt.getTime() - HOUR),
      published: true,
    })
    .returning();
  if (!show) throw new Error('The insert of the show returned no row.');

  const perRow = PER_BLOCK * BLOCKS;
  const rows = Math.ceil(perHall / perRow);
  const pairs = Math.ceil(rows / 2);
  const widthM = AISLE + BLOCKS * (PER_BLOCK * BOOTH + AISLE);
  const depthM = AISLE + pairs * (2 * BOOTH + AISLE - 1);
  const made: { id: number; name: string }[] = [];
  let firstCompany = 0;
  let counter = 0;
  for (let h = 0; h < hallCount; h += 1) {
    const letter = String.fromCharCode(65 + h);
    const [hall] = await db
      .insert(halls)
      .values({ showId: show.id, name: `${h + 1}号馆`, nameEn: `Hall ${h + 1}`, widthM, depthM, sortOrder: h })
      .returning();
    made.push({ id: hall!.id, name: hall!.name });
    for (let i = 0; i < perHall; i += 1) {
      const row = Math.floor(i / perRow);
      const col = i % perRow;
      const block = Math.floor(col / PER_BLOCK);
      const x = AISLE + block * (PER_BLOCK * BOOTH + AISLE) + (col % PER_BLOCK) * BOOTH;
      const y = AISLE + Math.floor(row / 2) * (2 * BOOTH + AISLE - 1) + (row % 2) * BOOTH;
      counter += 1;
      const place = PLACES[counter % PLACES.length]!;
      const trade = TRADES[Math.floor(counter / PLACES.length) % TRADES.length]!;
      const [company] = await db
        .insert(companies)
        .values({ name: `${place}${trade}有限公司${counter}`, nameEn: `${place} ${trade} Co. ${counter}`, kinds: ['factory'], province: '浙江', city: place })
        .returning({ id: companies.id });
      firstCompany ||= company!.id;
      const tags = [categories.children[counter % categories.children.length]!];
      if (counter % 4 === 0) tags.push(categories.children[(counter + 3) % categories.children.length]!);
      await db.insert(companyCategories).values([...new Set(tags)].map((categoryId) => ({ companyId: company!.id, categoryId })));
      await db.insert(booths).values({ hallId: hall!.id, showId: show.id, number: `${letter}${row + 1}${String(col + 1).padStart(2, '0')}`, x, y, widthM: BOOTH, depthM: BOOTH, companyId: company!.id });
    }
  }
  console.log(JSON.stringify({ id: show.id, halls: made, companyId: firstCompany, categoryId: categories.top[0], boothNumber: 'A101' }));
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
