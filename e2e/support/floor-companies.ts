// Run by scripts/e2e.mjs before the servers start (tsx, DATA_DIR of the e2e server): companies for
// e2e/show-floor.spec.ts to place at the show and filter by category — only while the database has none
// (the seed's exhibitors, once it has them, serve instead). Prints how many it made.
import { count } from 'drizzle-orm';
import { closeDatabase, database, seedWhenOpened } from '@/server/db';
import { seedDemoContent } from '@/server/site/demo-seed';
import { companies, companyCategories, productCategories } from '@/server/db/schema';

const CATEGORIES: [string, string, [string, string][]][] = [
  ['服装纺织', 'Apparel & textiles', [['针织', 'Knitwear'], ['面料', 'Fabrics']]],
  ['家居日用', 'Home & living', [['厨具', 'Kitchenware'], ['收纳', 'Storage']]],
];
const COMPANIES: [string, string, number][] = [
  ['桐乡云织针织有限公司', 'Tongxiang Yunzhi Knitwear', 0],
  ['绍兴锦程面料有限公司', 'Shaoxing Jincheng Fabrics', 1],
  ['永康匠心厨具有限公司', 'Yongkang Jiangxin Kitchenware', 2],
  ['台州整理家收纳用品有限公司', 'Taizhou Tidy Home Storage', 3],
  ['嘉兴暖织毛衫有限公司', 'Jiaxing Nuanzhi Sweaters', 0],
  ['义乌优品厨房用品有限公司', 'Yiwu Youpin Kitchen Supplies', 2],
];

async function main() {
  seedWhenOpened(seedDemoContent);
  const { db } = await database();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return 0;
  const children: number[] = [];
  const [{ c } = { c: 0 }] = await db.select({ c: count() }).from(productCategories);
  if (c === 0) {
    for (const [index, [name, nameEn, subs]] of CATEGORIES.entries()) {
      const [top] = await db.insert(productCategories).values({ name, nameEn, sortOrder: index }).returning();
      const made = await db
        .insert(productCategories)
        .values(subs.map(([sub, subEn], order) => ({ name: sub, nameEn: subEn, parentId: top!.id, sortOrder: order })))
        .returning();
      children.push(...made.map((row) => row.id));
    }
  } else {
    children.push(...(await db.select({ id: productCategories.id }).from(productCategories)).map((row) => row.id));
  }
  for (const [name, nameEn, category] of COMPANIES) {
    const [company] = await db.insert(companies).values({ name, nameEn, kinds: ['factory'], province: '浙江' }).returning();
    await db.insert(companyCategories).values({ companyId: company!.id, categoryId: children[category % children.length]! });
  }
  return COMPANIES.length;
}

main()
  .then(async (made) => {
    console.log(`floor-companies: ${made} companies made`);
    await closeDatabase();
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  });
