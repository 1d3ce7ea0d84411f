// Database side of bench/companies.mjs, run with node_modules/.bin/tsx from the repository's root:
//   tsx bench/support/companies-run.ts --companies 5000 --rounds 20
// Opens an in-memory PGlite, applies the migrations, generates a two-level category list and the companies (with
// products and categories, so the trigger of migration 0020 fills their search text and grams as on any write),
// then times the directory's keyword search (listDirectory: what /companies and GET /api/companies call) over a
// query mix. The result is the only thing on stdout, one JSON line; progress goes to stderr.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import { openDatabase, type Db } from '@/server/db/client';
import { companies, companyCategories, companyProducts, productCategories } from '@/server/db/schema';
import { visibleCategories, type CategoryRow } from '@/server/companies/categories';
import { listDirectory, type DirectoryFilters } from '@/server/companies/directory';

const TOPS: Record<string, string[]> = {
  服装: ['针织服装', '梭织服装', '童装', '运动服'],
  鞋靴: ['运动鞋', '户外鞋', '皮鞋'],
  箱包: ['旅行箱', '手袋'],
  家居: ['家纺', '厨具', '收纳'],
  食品: ['休闲零食', '饮料', '粮油'],
  美妆: ['护肤', '彩妆'],
  数码: ['手机配件', '智能穿戴'],
  母婴: ['婴儿用品', '玩具'],
  包装: ['纸盒', '软包装'],
  灯具: ['LED 照明', '户外灯'],
  五金: ['工具', '门窗配件'],
  物流: ['仓储', '跨境物流'],
};
const PLACES: [string, string][] = [
  ['广东', '深圳'], ['广东', '东莞'], ['广东', '广州'], ['浙江', '杭州'], ['浙江', '义乌'], ['浙江', '宁波'], ['江苏', '苏州'],
  ['福建', '晋江'], ['福建', '泉州'], ['山东', '青岛'], ['上海', '上海'], ['北京', '北京'], ['四川', '成都'], ['河南', '郑州'],
];
const PREFIXES = ['华南', '东方', '西部', '北辰', '恒信', '金源', '宏达', '新锐', '博远', '正泰', '锦程', '海纳', '启明', '万象', '鼎盛', '嘉禾'];
const TRADES = ['针织', '鞋业', '包装', '家居', '食品', '美妆', '电子', '服饰', '箱包', '照明', '五金', '物流', '供应链', '品牌管理'];
const SUFFIXES = ['有限公司', '实业有限公司', '科技有限公司', '贸易有限公司', '集团'];
const PRODUCTS = ['羊毛开衫', '户外登山鞋', '环保纸盒', '真空保温杯', '儿童学步鞋', 'LED 面板灯', '无线耳机', '纯棉四件套', '坚果礼盒', '保湿面霜', '拉杆箱', '不锈钢锅', '瑜伽服', '智能手表', '收纳箱', '宠物零食'];
const WORDS = ['OEM', 'ODM', '跨境电商', '直播带货', '小批量快反', '自有工厂', '出口欧美', '全检', '柔性生产', '设计研发', '一件代发', '仓配一体'];

/** The query mix (each query runs `rounds` times; some with a filter beside the keyword). */
export const QUERIES: Record<string, { q: string; filters?: Omit<DirectoryFilters, 'q'> }[]> = {
  'one character': [{ q: '鞋' }, { q: '盒' }, { q: '灯' }],
  'two Chinese characters': [{ q: '针织' }, { q: '包装' }, { q: '家居' }, { q: '物流' }],
  'longer Chinese': [{ q: '户外登山鞋' }, { q: '小批量快反' }, { q: '华南针织有限公司' }],
  latin: [{ q: 'oem' }, { q: 'LED' }],
  mixed: [{ q: 'OEM 针织' }, { q: '跨境 物流' }],
  'keyword and filters': [
    { q: '鞋', filters: { kind: 'factory' } },
    { q: '包装', filters: { certified: true } },
    { q: '针织', filters: { province: '浙江' } },
  ],
  'no match': [{ q: '量子计算' }, { q: 'zebra' }],
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The category list: the twelve top categories, each with its children. */
async function generateCategories(db: Db): Promise<number[]> {
  const ids: number[] = [];
  let order = 0;
  for (const [top, children] of Object.entries(TOPS)) {
    const [parent] = await db.insert(productCategories).values({ name: top, sortOrder: (order += 1) }).returning();
    ids.push(parent!.id);
    const rows = await db.insert(productCategories).values(children.map((name, i) => ({ name, parentId: parent!.id, sortOrder: i }))).returning();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * `count` companies, 250 a statement: inserted hidden (the trigger then skips the text), given 3 products and
 * 2 categories, then shown, so the trigger builds each one's search text and grams once, products included.
 */
export async function generateCompanies(db: Db, count: number): Promise<void> {
  const categoryIds = await generateCategories(db);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const now = Date.now();
  for (let start = 0; start < count; start += 250) {
    const size = Math.min(250, count - start);
    const rows = Array.from({ length: size }, (_, i) => {
      const [province, city] = pick(PLACES);
      const trade = pick(TRADES);
      const certified = random() < 0.6;
      const kinds = COMPANY_KINDS.filter(() => random() < 0.35);
      return {
        name: `${pick(PREFIXES)}${trade}${pick(SUFFIXES)}（${start + i + 1}）`,
        kinds: kinds.length > 0 ? kinds : [pick(COMPANY_KINDS)],
        summary: `${city}${trade}企业，${pick(WORDS)}、${pick(WORDS)}。`,
        introduction: Array.from({ length: 3 }, () => `公司位于${province}${city}，主营${pick(PRODUCTS)}与${pick(PRODUCTS)}，${pick(WORDS)}，服务国内外品牌与零售商。`).join('\n\n'),
        province,
        city,
        processes: [pick(WORDS), pick(WORDS)],
        certifiedKind: certified ? pick(COMPANY_KINDS) : null,
        certifiedAt: certified ? new Date(now - Math.floor(random() * 900) * 86_400_000) : null,
        hidden: true,
      };
    });
    const made = await db.insert(companies).values(rows).returning({ id: companies.id });
    await db.insert(companyProducts).values(made.flatMap(({ id }) => Array.from({ length: 3 }, (_, i) => ({ companyId: id, name: pick(PRODUCTS), summary: `${pick(WORDS)}，${pick(WORDS)}`, sortOrder: i }))));
    await db
      .insert(companyCategories)
      .values(made.flatMap(({ id }) => [...new Set([pick(categoryIds), pick(categoryIds)])].map((categoryId) => ({ companyId: id, categoryId }))));
    await db.execute(sql`update companies set hidden = false where id between ${made[0]!.id} and ${made[made.length - 1]!.id}`);
    if ((start + size) % 1000 === 0) process.stderr.write(`  ${start + size} companies…\n`);
  }
  // A handful hidden, as on the site.
  await db.execute(sql`update companies set hidden = true where id % 50 = 0`);
  await db.execute(sql`analyze companies`);
  await db.execute(sql`analyze company_categories`);
}

async function main() {
  const { values } = parseArgs({ options: { companies: { type: 'string', default: '5000' }, rounds: { type: 'string', default: '20' } } });
  const count = Number(values.companies);
  const rounds = Number(values.rounds);
  const database = await openDatabase({ kind: 'memory' });
  const { db } = database;
  try {
    const started = performance.now();
    await generateCompanies(db, count);
    const generateSeconds = (performance.now() - started) / 1000;
    const categories: CategoryRow[] = await visibleCategories(db);
    const search = (entry: { q: string; filters?: Omit<DirectoryFilters, 'q'> }, page: number) => listDirectory(db, { ...entry.filters, q: entry.q, page }, categories);

    const byKind: Record<string, { p50: number; p95: number; matches: Record<string, number> }> = {};
    const all: number[] = [];
    // Warm-up: the first queries pay for plans and caches.
    for (const entry of Object.values(QUERIES).flat()) await search(entry, 1);
    for (const [kind, entries] of Object.entries(QUERIES)) {
      const times: number[] = [];
      const matches: Record<string, number> = {};
      for (let round = 0; round < rounds; round += 1) {
        for (const entry of entries) {
          const t0 = performance.now();
          const page = await search(entry, round % 3 === 2 ? 2 : 1);
          const elapsed = performance.now() - t0;
          times.push(elapsed);
          all.push(elapsed);
          matches[entry.filters ? `${entry.q} + ${JSON.stringify(entry.filters)}` : entry.q] = page.total;
        }
      }
      times.sort((a, b) => a - b);
      byKind[kind] = { p50: percentile(times, 50), p95: percentile(times, 95), matches };
    }
    all.sort((a, b) => a - b);
    process.stdout.write(
      `${JSON.stringify({ driver: database.kind, companies: count, generateSeconds: Math.round(generateSeconds), queries: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: all[all.length - 1] ?? 0, byKind })}\n`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('companies-run.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
