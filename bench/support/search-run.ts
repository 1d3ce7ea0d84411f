// Database side of bench/search.mjs, run with node_modules/.bin/tsx from the repository's root:
//   tsx bench/support/search-run.ts --articles 10000 --rounds 20 [--database-url postgres://…/bench_search_x]
// Opens a throwaway database (in-memory PGlite, or the PostgreSQL database named, which must exist and be
// empty), applies the migrations, generates the articles from the demo articles' own sentences (so words
// occur about as often as on the site), then times the site search's query mix. The result is the only
// thing on stdout, one JSON line; progress goes to stderr.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { seedArticles } from '@/server/db/seed';
import { searchResults } from '@/server/search/results';

/** The query mix: what visitors type, by kind (each query runs `rounds` times). */
export const QUERIES: Record<string, string[]> = {
  'one character': ['展', '店', '链'],
  'two Chinese characters': ['展会', '门店', '品牌', '选品', '直播', '物流'],
  'longer Chinese': ['供应链', '消费品产业展', '买家洽谈区'],
  latin: ['tmz', 'ERP', 'sku'],
  mixed: ['TMZ 展会', '品牌 认证', 'SKU 选品'],
  'no match': ['量子计算', 'zebra'],
};

const CHANNELS = ['news', 'hot', 'practical', 'pay'] as const;

function sentencesOf(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h2|h3|blockquote)>/)
    .map((part) => part.trim())
    .filter((part) => part.replace(/<[^>]*>/g, '').length > 8);
}

/** `n` articles: titles and summaries of the demo ones (numbered), bodies of 8–16 of their paragraphs, dates over two years. */
function* generated(n: number, now: number) {
  const pool = seedArticles().flatMap((a) => sentencesOf(a.body));
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < n; i += 1) {
    const model = pick(seedArticles());
    const paragraphs = Array.from({ length: 8 + Math.floor(random() * 9) }, () => pick(pool));
    yield {
      channel: CHANNELS[i % CHANNELS.length]!,
      status: random() < 0.9 ? ('published' as const) : ('draft' as const),
      title: `${model.title}（${i + 1}）`,
      titleEn: model.titleEn ?? null,
      summary: model.summary,
      summaryEn: model.summaryEn ?? null,
      body: paragraphs.join('\n'),
      publishedAt: new Date(now - Math.floor(random() * 730) * 86_400_000 - 60_000),
    };
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Inserts `count` generated articles (in batches of 250) and refreshes the planner's statistics. */
export async function generateArticles(db: Db, count: number): Promise<void> {
  const batch: ReturnType<typeof generated> extends Generator<infer T> ? T[] : never = [];
  let done = 0;
  for (const row of generated(count, Date.now())) {
    batch.push(row);
    if (batch.length === 250) {
      await db.insert(articles).values(batch);
      done += batch.length;
      batch.length = 0;
      if (done % 2000 === 0) process.stderr.write(`  ${done} articles…\n`);
    }
  }
  if (batch.length > 0) await db.insert(articles).values(batch);
  await db.execute(sql`analyze articles`);
}

async function main() {
  const { values } = parseArgs({
    options: { articles: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '20' }, 'database-url': { type: 'string' } },
  });
  const count = Number(values.articles);
  const rounds = Number(values.rounds);
  const url = values['database-url'];
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  const { db } = database;
  try {
    const started = performance.now();
    await generateArticles(db, count);
    const generateSeconds = (performance.now() - started) / 1000;

    const byKind: Record<string, { p50: number; p95: number; matches: Record<string, number> }> = {};
    const all: number[] = [];
    // Warm-up: the first queries pay for plans and caches.
    for (const query of Object.values(QUERIES).flat()) await searchResults(db, { query, page: 1, locale: 'zh-CN' });
    for (const [kind, queries] of Object.entries(QUERIES)) {
      const times: number[] = [];
      const matches: Record<string, number> = {};
      for (let round = 0; round < rounds; round += 1) {
        for (const query of queries) {
          const t0 = performance.now();
          const page = await searchResults(db, { query, page: 1 + (round % 3 === 2 ? 1 : 0), locale: 'zh-CN' });
          const elapsed = performance.now() - t0;
          times.push(elapsed);
          all.push(elapsed);
          matches[query] = page.total;
        }
      }
      times.sort((a, b) => a - b);
      byKind[kind] = { p50: percentile(times, 50), p95: percentile(times, 95), matches };
    }
    all.sort((a, b) => a - b);
    const result = {
      driver: database.kind,
      articles: count,
      generateSeconds: Math.round(generateSeconds),
      queries: all.length,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      max: all[all.length - 1] ?? 0,
      byKind,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('search-run.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
