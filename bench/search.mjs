#!/usr/bin/env node
// Site search latency: generates N articles (default 10 000) into a throwaway database, runs the search's
// query mix (one character, two Chinese characters, longer Chinese, Latin, mixed, no match) and prints p50
// and p95 per kind and overall, on the embedded PGlite and — when --database-url or TEST_DATABASE_URL names
// a PostgreSQL server — on PostgreSQL too (`node bench/search.mjs`; see bench/README.md "Site search").
// Not part of `npm test`. A measurement: exits 0 whatever the figures (1 with --check when the PGlite p95 is
// over the target), 2 when it cannot start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { cannotRun, parseOptions, positive, root } from './support/harness.mjs';

const TSX = path.join(root, 'node_modules', '.bin', 'tsx');
const WORKER = path.join('bench', 'support', 'search-run.ts');
/** The target: p95 of a search on the embedded database. */
const TARGET_P95_MS = 50;

const USAGE = `Usage: node bench/search.mjs [options]

  --articles <n>          articles to generate (default 10000; 90 % published, the channels in turn)
  --rounds <n>            times each query of the mix runs (default 20; every third round asks page 2)
  --database-url <url>    also run on this PostgreSQL server (default: TEST_DATABASE_URL when set), in a
                          new database created for the run (bench_search_<pid>) and dropped at the end
  --pglite-only           only the embedded database, even when TEST_DATABASE_URL is set
  --postgres-only         only PostgreSQL (needs --database-url or TEST_DATABASE_URL)
  --check                 exit 1 when the PGlite p95 is over ${TARGET_P95_MS} ms
  --json                  print the results as JSON instead of the summary
  -h, --help              this text`;

const options = parseOptions(USAGE, {
  articles: { type: 'string', default: '10000' },
  rounds: { type: 'string', default: '20' },
  'database-url': { type: 'string' },
  'pglite-only': { type: 'boolean', default: false },
  'postgres-only': { type: 'boolean', default: false },
  check: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});
const articles = positive('articles', options.articles, USAGE);
const rounds = positive('rounds', options.rounds, USAGE);
const serverUrl = options['pglite-only'] ? undefined : options['database-url'] || process.env.TEST_DATABASE_URL || undefined;

function runWorker(label, extra = []) {
  if (!options.json) console.error(`> ${label}: generating ${articles} articles and searching…`);
  const result = spawnSync(TSX, [WORKER, '--articles', String(articles), '--rounds', String(rounds), ...extra], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
  });
  if (result.status !== 0) cannotRun(`the ${label} run failed (status ${result.status}).`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

async function withServerDatabase(url, run) {
  const name = `bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return run(target.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
    await cleanup.end();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

function summary(result) {
  const lines = [`${result.driver}: ${result.articles} articles (generated in ${result.generateSeconds} s), ${result.queries} searches`];
  lines.push(`  all           p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   max ${ms(result.max)}`);
  for (const [kind, figures] of Object.entries(result.byKind)) {
    const matches = Object.entries(figures.matches)
      .map(([query, total]) => `${query} ${total}`)
      .join(', ');
    lines.push(`  ${kind.padEnd(24)} p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   (matches: ${matches})`);
  }
  return lines.join('\n');
}

if (options['postgres-only'] && !serverUrl) cannotRun('--postgres-only needs --database-url or TEST_DATABASE_URL.');
const results = options['postgres-only'] ? [] : [runWorker('PGlite')];
if (serverUrl) results.push(await withServerDatabase(serverUrl, (url) => runWorker('PostgreSQL', ['--database-url', url])));
const pglite = results.find((result) => result.driver === 'pglite');

if (options.json) console.log(JSON.stringify(results));
else {
  for (const result of results) console.log(summary(result));
  if (pglite) console.log(`Target: p95 ≤ ${TARGET_P95_MS} ms on PGlite — ${pglite.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}.`);
}
if (options.check && pglite && pglite.p95 > TARGET_P95_MS) process.exit(1);
