// Run with tsx before the choosing spec's own server starts (e2e/sourcing-choose.spec.ts): the embedded database in
// DATA_DIR gets the site's seed, then a certified brand with its member account and a live sourcing request, three
// certified suppliers with a member account each and a quote each (one revised once, one priced as a total), and an
// admin to read the outbox. Quotes are written straight into their tables (the spec is about choosing, not quoting).
// Prints the ids and logins as one JSON line.
import { asc, eq } from 'drizzle-orm';
import { closeDatabase, database } from '../../server/db';
import { companies, productCategories, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed/run';
import { createUser } from '../../server/auth/users';

const DAY_MS = 86_400_000;
export const CHOOSE_PASSWORD = 'Harbour-lantern-77';

async function main() {
  const { db } = await database();
  await seedIfEmpty(db);
  const now = Date.now();
  const [category] = await db.select().from(productCategories).orderBy(asc(productCategories.id)).limit(1);
  if (!category) throw new Error('the seed has no category');
  const certifiedAt = new Date(now - 90 * DAY_MS);
  const [buyerCompany, a, b, c] = await db
    .insert(companies)
    .values([
      { name: '青禾品牌管理有限公司', nameEn: 'Qinghe Brands', kinds: ['brand'], province: '上海', city: '上海', certifiedKind: 'brand', certifiedAt, contactChannel: 'phone', contactValue: '021-6888 1234' },
      { name: '绍兴华纺针织厂', nameEn: 'Shaoxing Huafang Knitting', kinds: ['factory'], province: '浙江', city: '绍兴', certifiedKind: 'factory', certifiedAt, contactChannel: 'email', contactValue: 'sales@huafang.example.com' },
      { name: '宁波海曙织造有限公司', kinds: ['factory'], province: '浙江', city: '宁波', certifiedKind: 'factory', certifiedAt },
      { name: '义乌佳纺服饰有限公司', kinds: ['factory', 'provider'], province: '浙江', city: '义乌', certifiedKind: 'factory', certifiedAt },
    ])
    .returning();
  const account = async (login: string, name: string, companyId: number | null, kind: 'member' | 'admin' = 'member') => {
    const user = await createUser(db, { kind, login, name, password: CHOOSE_PASSWORD });
    if (companyId !== null) await db.update(users).set({ companyId }).where(eq(users.id, user.id));
    return user;
  };
  const buyer = await account('13700000456', '林悦', buyerCompany!.id);
  const supplierA = await account('13700000457', '华纺销售', a!.id);
  const supplierB = await account('13700000458', '海曙业务', b!.id);
  const supplierC = await account('jiafang@example.com', '佳纺业务', c!.id);
  const admin = await account('choose-admin', '站点管理员', null, 'admin');
  const [request] = await db
    .insert(sourcingRequests)
    .values({
      buyerCompanyId: buyerCompany!.id,
      buyerId: buyer.id,
      status: 'live',
      title: '纯棉圆领 T 恤 2 万件',
      categoryId: category.id,
      description: '<p>180 克精梳棉，白色与藏青两色，胸前丝印一处。</p>',
      quantity: 20000,
      unit: 'piece',
      region: '浙江杭州',
      neededBy: new Date(now + 60 * DAY_MS).toISOString().slice(0, 10),
      kindsWanted: ['factory'],
      requirements: '需 BSCI 验厂报告，先寄样确认。',
      openDays: 30,
      submittedAt: new Date(now - 3 * DAY_MS),
      liveAt: new Date(now - 2 * DAY_MS),
      closesAt: new Date(now + 28 * DAY_MS),
      quoteCount: 3,
    })
    .returning();
  const validUntil = new Date(now + 20 * DAY_MS).toISOString().slice(0, 10);
  const quote = async (supplierCompanyId: number, authorId: number, revisions: { unitPriceFen?: number; totalFen?: number; minOrder: number; leadTimeDays: number; message: string }[]) => {
    const [row] = await db.insert(sourcingQuotes).values({ requestId: request!.id, supplierCompanyId, authorId, revision: revisions.length }).returning();
    await db.insert(sourcingQuoteRevisions).values(
      revisions.map((terms, index) => ({ quoteId: row!.id, revision: index + 1, unitPriceFen: terms.unitPriceFen ?? null, totalFen: terms.totalFen ?? null, minOrder: terms.minOrder, leadTimeDays: terms.leadTimeDays, validUntil, message: terms.message, authorId, createdAt: new Date(now - (revisions.length - index) * 3_600_000) })),
    );
    return row!.id;
  };
  const quoteA = await quote(a!.id, supplierA.id, [
    { unitPriceFen: 1500, minOrder: 5000, leadTimeDays: 30, message: '首版报价。' },
    { unitPriceFen: 1380, minOrder: 5000, leadTimeDays: 30, message: '含独立包装与吊牌，可先寄样 3 件。' },
  ]);
  const quoteB = await quote(b!.id, supplierB.id, [{ totalFen: 25_000_000, minOrder: 20000, leadTimeDays: 45, message: '整单报价，含运费到杭州。' }]);
  const quoteC = await quote(c!.id, supplierC.id, [{ unitPriceFen: 1420, minOrder: 1000, leadTimeDays: 20, message: '小单快反，20 天交货。' }]);
  console.log(
    JSON.stringify({
      requestId: request!.id,
      title: request!.title,
      quotes: { a: quoteA, b: quoteB, c: quoteC },
      buyerLogin: buyer.login,
      supplierLogins: { a: supplierA.login, b: supplierB.login, c: supplierC.login },
      adminLogin: admin.login,
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
