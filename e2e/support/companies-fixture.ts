// The directory's browser tests' own data (e2e/companies.spec.ts), run with node_modules/.bin/tsx before their
// server starts: `tsx e2e/support/companies-fixture.ts <DATA_DIR>`. Opens the embedded database in that folder as
// the site does (migrated and seeded, the seed's companies included), then adds a small category list of its own and
// four companies of the four kinds, two certified (the newest certifications), with products and, for one, a booth
// at the seeded show. Their names and one product's name are found nowhere in the seed. Prints the fixture's ids as one JSON line.
import { and, asc, eq, gt } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { seedIfEmpty } from '@/server/db/seed/run';
import { activities, booths, companies, companyCategories, companyProducts, halls, productCategories } from '@/server/db/schema';

export interface CompaniesFixture {
  factoryId: number;
  brandId: number;
  hiddenId: number;
  showId: number;
  topCategoryId: number;
  childCategoryId: number;
}

async function main(dataDir: string): Promise<CompaniesFixture> {
  const database = await openDatabase({ kind: 'pglite', dataDir }, { seed: seedIfEmpty });
  const { db } = database;
  try {
    const [top] = await db.insert(productCategories).values({ name: '测试纺织', nameEn: 'Test textiles', sortOrder: 900 }).returning();
    const [child] = await db.insert(productCategories).values({ name: '测试针织', nameEn: 'Test knitwear', parentId: top!.id }).returning();
    const [shoes] = await db.insert(productCategories).values({ name: '测试鞋靴', nameEn: 'Test footwear', sortOrder: 901 }).returning();
    const made = await db
      .insert(companies)
      .values([
        {
          name: '云杉针织制衣有限公司',
          nameEn: 'Yunshan Knitwear Co., Ltd.',
          uscc: '91330600E2ESECRET01',
          kinds: ['factory'],
          summary: '二十年针织代工，毛衫与针织开衫小批量快反。',
          summaryEn: 'Twenty years of knitwear manufacturing, small batches at short notice.',
          introduction: '云杉针织位于浙江绍兴，拥有电脑横机 120 台。\n\n为国内外品牌提供毛衫、针织开衫的打样与批量生产。',
          introductionEn: 'Yunshan Knitwear is based in Shaoxing, Zhejiang, with 120 computerised flat knitting machines.\n\nIt samples and produces sweaters and cardigans for brands at home and abroad.',
          province: '浙江',
          city: '绍兴',
          foundedYear: 2005,
          sizeBand: '200-999',
          website: 'www.example.com',
          contactChannel: 'phone',
          contactValue: '0575-8800 1234',
          capacity: '月产毛衫 30 万件',
          processes: ['横机编织', '套口', '水洗'],
          certifiedKind: 'factory',
          // Newer than any seeded certification: first in the lists.
          certifiedAt: new Date(),
        },
        {
          name: '青禾品牌管理有限公司',
          nameEn: 'Qinghe Brands',
          uscc: '91310000E2ESECRET02',
          kinds: ['brand'],
          summary: '家居生活方式品牌，寻找纺织与包装工厂。',
          province: '上海',
          city: '上海',
          contactChannel: 'email',
          contactValue: 'hello@example.com',
          certifiedKind: 'brand',
          certifiedAt: new Date(Date.now() - 60_000),
        },
        { name: '远航跨境物流', kinds: ['provider'], summary: '海外仓与跨境专线。', province: '广东', city: '深圳', services: ['海外仓', '跨境专线', '报关'] },
        { name: '鹿鸣生活零售', kinds: ['retailer'], summary: '华东 40 家社区生活馆。', province: '江苏', city: '苏州' },
        { name: '隐藏测试企业', kinds: ['factory'], hidden: true },
      ])
      .returning({ id: companies.id, name: companies.name });
    const id = (name: string) => made.find((row) => row.name === name)!.id;
    const factoryId = id('云杉针织制衣有限公司');
    await db.insert(companyCategories).values([
      { companyId: factoryId, categoryId: child!.id },
      { companyId: id('青禾品牌管理有限公司'), categoryId: shoes!.id },
    ]);
    await db.insert(companyProducts).values([
      { companyId: factoryId, name: '雪松纹提花开衫', nameEn: 'Cedar jacquard cardigan', picture: '/images/seed/covers/factory.svg', summary: '美丽诺羊毛，12 针。', categoryId: child!.id, sortOrder: 0 },
      { companyId: factoryId, name: '圆领套头毛衫', picture: '/images/seed/covers/brand.svg', summary: '纯棉，可定制配色。', categoryId: child!.id, sortOrder: 1 },
    ]);
    // Products and categories are part of the search text: fill it again.
    await db.update(companies).set({ searchText: '' });
    const [show] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.kind, 'show'), gt(activities.endsAt, new Date())))
      .orderBy(asc(activities.startsAt))
      .limit(1);
    if (!show) throw new Error('the seed has no upcoming show');
    const [hall] = await db.insert(halls).values({ showId: show.id, name: '测试馆', nameEn: 'Test hall', widthM: 60, depthM: 40 }).returning();
    await db.insert(booths).values({ hallId: hall!.id, showId: show.id, number: 'T08', x: 3, y: 3, widthM: 3, depthM: 3, companyId: factoryId });
    return { factoryId, brandId: id('青禾品牌管理有限公司'), hiddenId: id('隐藏测试企业'), showId: show.id, topCategoryId: top!.id, childCategoryId: child!.id };
  } finally {
    await database.close();
  }
}

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('Usage: tsx e2e/support/companies-fixture.ts <DATA_DIR>\n');
  process.exit(2);
}
main(dataDir).then(
  (fixture) => process.stdout.write(`${JSON.stringify(fixture)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
