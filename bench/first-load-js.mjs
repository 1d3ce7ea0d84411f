#!/usr/bin/env node
// First-load JavaScript of every route, gzip, from a production build
// (`npm run bench:bundle`; see bench/README.md for how each figure is taken).
// Exits 1 when a public page is over the budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { answerHelp } from '../scripts/lib/help.mjs';

const USAGE = `Usage: npm run bench:bundle   (or: node bench/first-load-js.mjs [--dist <folder>])

First-load JavaScript of every route (gzip) from a production build; exits 1 when a
public page is over the budget (bench/README.md says how each figure is taken).

Options:
  --dist <folder>   the build folder (default NEXT_DIST_DIR, else .next)
  -h, --help        this text`;
answerHelp(USAGE);

const BUDGET_BYTES = 140_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const distDir = path.resolve(root, (distArg > -1 && process.argv[distArg + 1]) || process.env.NEXT_DIST_DIR || '.next');
const manifestPath = path.join(distDir, 'build-manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No build found: ${path.relative(root, manifestPath)} is missing. Build first (npm run build, or NEXT_DIST_DIR=<dir> for another folder).`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const excluded = new Set([...(manifest.polyfillFiles ?? []), ...(manifest.lowPriorityFiles ?? [])]);
const gzipCache = new Map();

/** Gzip size of one built file (level 9), each file on its own, as the browser downloads them. */
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const source = readFileSync(path.join(distDir, file));
    gzipCache.set(file, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

const jsFiles = (files) => (files ?? []).filter((file) => file.endsWith('.js') && !excluded.has(file));
const sum = (files, key) => files.reduce((total, file) => total + gzipBytes(file)[key], 0);

const shared = [...new Set(jsFiles(manifest.pages['/_app']))];
const sharedSet = new Set(shared);

/** Pages that visitors without an account never load: the staff console, the exhibitor centre, Next's error fallback. */
function isPublic(route) {
  if (route === '/_error') return false;
  if (route === '/exhibitor/login') return true;
  return !/^\/(admin|exhibitor)(\/|$)/.test(route);
}

const rows = Object.keys(manifest.pages)
  .filter((route) => route !== '/_app')
  .sort()
  .map((route) => {
    const files = [...new Set([...shared, ...jsFiles(manifest.pages[route])])];
    const own = files.filter((file) => !sharedSet.has(file));
    return {
      route,
      public: isPublic(route),
      ownBytes: sum(own, 'gzip'),
      totalBytes: sum(files, 'gzip'),
      rawBytes: sum(files, 'raw'),
    };
  });

const kB = (bytes) => (bytes / 1000).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const routeWidth = Math.max(5, ...rows.map((row) => row.route.length));

console.log(`First-load JavaScript per route (gzip -9, kB = bytes / 1000) from ${path.relative(root, distDir) || '.'}`);
console.log(`Budget for public pages: ${kB(BUDGET_BYTES)} kB (${BUDGET_BYTES} bytes)\n`);
console.log(`${'route'.padEnd(routeWidth)}  ${pad('page kB', 8)}  ${pad('first load kB', 13)}  ${pad('bytes', 7)}  ${pad('raw kB', 7)}  budget`);
console.log('-'.repeat(routeWidth + 56));
for (const row of rows) {
  const verdict = !row.public ? 'not public' : row.totalBytes > BUDGET_BYTES ? 'OVER' : 'ok';
  console.log(
    `${row.route.padEnd(routeWidth)}  ${pad(kB(row.ownBytes), 8)}  ${pad(kB(row.totalBytes), 13)}  ${pad(row.totalBytes, 7)}  ${pad(kB(row.rawBytes), 7)}  ${verdict}`,
  );
}
console.log('-'.repeat(routeWidth + 56));

const sharedBytes = sum(shared, 'gzip');
console.log(`\nShared by all (/_app and the runtime: ${shared.length} files): ${kB(sharedBytes)} kB (${sharedBytes} bytes)`);
for (const file of shared) console.log(`  ${file.replace(/^static\/chunks\//, '')}  ${kB(gzipBytes(file).gzip)} kB`);

const biggest = rows.filter((row) => row.public).sort((a, b) => b.totalBytes - a.totalBytes)[0];
if (biggest) {
  const margin = BUDGET_BYTES - biggest.totalBytes;
  const room = margin >= 0 ? `${kB(margin)} kB under the budget` : `${kB(-margin)} kB over the budget`;
  console.log(`Biggest public route: ${biggest.route}: ${kB(biggest.totalBytes)} kB (${biggest.totalBytes} bytes), ${room}`);
}

const over = rows.filter((row) => row.public && row.totalBytes > BUDGET_BYTES);
if (over.length > 0) {
  console.error(
    `\nOver the first-load JavaScript budget of ${kB(BUDGET_BYTES)} kB gzip:\n` +
      over.map((row) => `  ${row.route}: ${kB(row.totalBytes)} kB (${row.totalBytes - BUDGET_BYTES} bytes too many)`).join('\n'),
  );
  process.exit(1);
}
console.log(`\nAll ${rows.filter((row) => row.public).length} public routes are within ${kB(BUDGET_BYTES)} kB.`);
