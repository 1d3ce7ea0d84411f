#!/usr/bin/env node
// The company directory's keyword search latency: generates N companies (default 5 000) with products and
// categories into a throwaway in-memory PGlite, runs the directory's query mix (keywords alone and beside
// filters) and prints p50 and p95 per kind and overall (`node bench/companies.mjs`; see bench/README.md
// "Company directory"). Not part of `npm test`. A measurement: exits 0 whatever the figures (1 with --check
// when the p95 is over the target), 2 when it cannot start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cannotRun, parseOptions, positive, root } from './support/harness.mjs';

const TSX = path.join(root, 'node_modules', '.bin', 'tsx');
const WORKER = path.join('bench', 'support', 'companies-run.ts');
/** The target: p95 of the directory's search with 5 000 companies on the embedded database. */
const TARGET_P95_MS = 50;

const USAGE = `Usage: node bench/companies.mjs [options]

  --companies <n>   companies to generate (default 5000; 3 products and 1–2 categories each, 60 % certified)
  --rounds <n>      times each query of the mix runs (default 20; every third round asks page 2)
  --check           exit 1 when the p95 is over ${TARGET_P95_MS} ms
  --json            print the result as JSON instead of the summary
  -h, --help        this text`;

const options = parseOptions(USAGE, {
  companies: { type: 'string', default: '5000' },
  rounds: { type: 'string', default: '20' },
  check: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});
const count = positive('companies', options.companies, USAGE);
const rounds = positive('rounds', options.rounds, USAGE);

if (!options.json) console.error(`> PGlite: generating ${count} companies and searching…`);
const run = spawnSync(TSX, [WORKER, '--companies', String(count), '--rounds', String(rounds)], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
});
if (run.status !== 0) cannotRun(`the run failed (status ${run.status}).`);
const result = JSON.parse(run.stdout.trim().split('\n').pop());

const ms = (value) => `${value.toFixed(1)} ms`;
if (options.json) console.log(JSON.stringify(result));
else {
  console.log(`${result.driver}: ${result.companies} companies (generated in ${result.generateSeconds} s), ${result.queries} searches`);
  console.log(`  all                      p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   max ${ms(result.max)}`);
  for (const [kind, figures] of Object.entries(result.byKind)) {
    const matches = Object.entries(figures.matches)
      .map(([query, total]) => `${query} ${total}`)
      .join(', ');
    console.log(`  ${kind.padEnd(24)} p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   (matches: ${matches})`);
  }
  console.log(`Target: p95 ≤ ${TARGET_P95_MS} ms on PGlite — ${result.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}.`);
}
if (options.check && result.p95 > TARGET_P95_MS) process.exit(1);
