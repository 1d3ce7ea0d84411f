#!/usr/bin/env node
// Lighthouse on phone settings (mobile form factor, simulated throttling) for the site's key pages, the median
// of several runs each, against npm start's server (scripts/serve.mjs) on 127.0.0.1 with Debian's Chromium
// (`node bench/lighthouse.mjs`; see bench/README.md "Phone page loads"). Not part of `npm test`.
// Lighthouse is not a dependency of the project: the first run installs it with npm into a cache folder
// (~/.cache/tmz-bench/lighthouse-<version>) and later runs reuse it, so `npm install` stays as fast as before.
// A measurement: exits 0 whatever the figures, 1 when the harness fails, 2 when it cannot start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cannotRun, freePort, isInterrupted, loopbackOrigin, parseOptions, positive, reportStoppedServers, requireBuild, runBenchmark, startServe, tempFolder } from './support/harness.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PAGES = ['/', '/brand', '/hot', '/information-details', '/join-us', '/contract-us', '/en'];
const TARGET = { performance: 95, tbtMs: 150, cls: 0.01 };

const USAGE = `Usage: node bench/lighthouse.mjs [options]

  --runs <n>        Lighthouse runs per page; the median run is reported (default 3)
  --url <origin>    measure a running server (http://127.0.0.1:PORT) instead of starting one
  --port <n>        port of the server it starts (default: the first free one from 3600)
  --pages <list>    comma-separated paths (default ${PAGES.join(',')})
  --cache <dir>     where Lighthouse ${LIGHTHOUSE_VERSION} is installed on first use
                    (default $XDG_CACHE_HOME/tmz-bench or ~/.cache/tmz-bench)
  --save <dir>      keep every run's Lighthouse JSON report in <dir>
  --json            print the results as JSON instead of the table
  -h, --help        this text

Without --url it starts npm start's server (scripts/serve.mjs) from the build in NEXT_DIST_DIR (default .next)
with an empty embedded database in a temporary folder, and stops it at the end. Chromium: CHROME_PATH or
${CHROMIUM}.`;

function readOptions() {
  const values = parseOptions(USAGE, {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    port: { type: 'string' },
    pages: { type: 'string', default: PAGES.join(',') },
    cache: { type: 'string' },
    save: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);
  for (const page of pages) if (!page.startsWith('/')) cannotRun(`--pages: every page is a path starting with / (got ${page}).`);
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return {
    runs: positive('runs', values.runs, USAGE),
    url: values.url && loopbackOrigin(values.url),
    port: values.port === undefined ? undefined : positive('port', values.port, USAGE),
    pages,
    cache: path.resolve(values.cache ?? path.join(cacheHome, 'tmz-bench')),
    save: values.save && path.resolve(values.save),
    json: values.json,
  };
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Lighthouse's command line in the cache folder, installed there with npm when it is not yet. */
async function lighthouseCli(cache) {
  const folder = path.join(cache, `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(folder, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'package.json'), `${JSON.stringify({ private: true, description: 'Lighthouse for bench/lighthouse.mjs' }, null, 2)}\n`);
  console.error(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${folder} (once)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const installed = await run(npm, ['install', '--no-audit', '--no-fund', '--no-save', '--omit=dev', `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: folder });
  if (installed.code !== 0 || !existsSync(cli)) {
    throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed (status ${installed.code}):\n${installed.stderr.slice(-2000)}`);
  }
  return cli;
}

/** One Lighthouse run of `url` (mobile, simulated throttling: Lighthouse's defaults), as its JSON report. */
async function lighthouse(cli, url) {
  const args = [
    cli,
    url,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const result = await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM } });
  if (result.code !== 0) throw new Error(`Lighthouse failed on ${url} (status ${result.code}):\n${result.stderr.slice(-2000)}`);
  const report = JSON.parse(result.stdout);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

/** The figures kept from a report. */
function figures(report) {
  const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
  const numeric = (id) => report.audits[id]?.numericValue ?? null;
  const mainThread = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const bootup = report.audits['bootup-time']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    mainThreadMs: mainThread.reduce((sum, item) => sum + item.duration, 0),
    scriptMs: bootup.reduce((sum, item) => sum + (item.scripting ?? 0), 0),
  };
}

/** The median run: the one whose performance score is the median of the runs (of equal scores, the higher TBT). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The first article linked from /hot, for /information-details?id=. */
async function firstArticleId(origin) {
  const html = await (await fetch(`${origin}/hot`)).text();
  return html.match(/href="\/information-details\?id=(\d+)"/)?.[1] ?? null;
}

function verdict(row) {
  const misses = [];
  if (row.performance < TARGET.performance) misses.push(`performance ${row.performance} < ${TARGET.performance}`);
  if (row.tbtMs > TARGET.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGET.tbtMs}`);
  if (row.cls > TARGET.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGET.cls}`);
  for (const [key, label] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
    if (row[key] !== null && row[key] < 100) misses.push(`${label} ${row[key]}`);
  }
  return misses.length === 0 ? 'meets the target' : misses.join(', ');
}

function table(rows, options) {
  const header = ['page', 'perf', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'main ms', 'a11y', 'BP', 'SEO'];
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    row.scores.join('/'),
    String(Math.round(row.fcpMs)),
    String(Math.round(row.lcpMs)),
    String(Math.round(row.tbtMs)),
    row.cls.toFixed(3),
    String(Math.round(row.speedIndexMs)),
    String(Math.round(row.mainThreadMs)),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index].length)));
  const format = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
  const out = [
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, median of ${options.runs} per page, ${os.cpus().length} cores, Node ${process.version}`,
    '',
    format(header),
    '-'.repeat(format(header).length),
    ...lines.map(format),
    '',
    ...rows.map((row) => `${row.page}: ${verdict(row)}`),
  ];
  return out.join('\n');
}

async function main() {
  const options = readOptions();
  if (!existsSync(CHROMIUM)) cannotRun(`Chromium is not at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROME_PATH.`);
  if (!options.url) requireBuild('or measure a running server with --url http://127.0.0.1:PORT');
  const cli = await lighthouseCli(options.cache);
  let origin = options.url;
  if (!origin) {
    const work = await tempFolder('tmz-lighthouse-');
    const dataDir = path.join(work, 'data');
    await mkdir(dataDir);
    const port = options.port ?? (await freePort(3600));
    ({ origin } = await startServe({ work, port, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, note: '; the first start migrates and seeds the database' }));
  }
  if (options.save) await mkdir(options.save, { recursive: true });

  const rows = [];
  for (const page of options.pages) {
    let target = page;
    if (page === '/information-details') {
      const id = await firstArticleId(origin);
      if (!id) {
        console.error('Warning: /hot links no article, so /information-details is skipped.');
        continue;
      }
      target = `/information-details?id=${id}`;
    }
    // One request first, so every run meets the page as a returning visitor's server would (rendered and kept).
    await fetch(`${origin}${target}`).then((response) => response.arrayBuffer());
    const runs = [];
    for (let index = 0; index < options.runs; index += 1) {
      if (isInterrupted()) return;
      console.error(`${target}: run ${index + 1} of ${options.runs}…`);
      const report = await lighthouse(cli, `${origin}${target}`);
      if (options.save) {
        const name = `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${index + 1}.json`;
        await writeFile(path.join(options.save, name), JSON.stringify(report));
      }
      runs.push(figures(report));
    }
    rows.push({ page, ...medianRun(runs), scores: runs.map((one) => one.performance) });
  }
  if (options.json) console.log(JSON.stringify({ lighthouse: LIGHTHOUSE_VERSION, runs: options.runs, rows: rows.map((row) => ({ ...row, verdict: verdict(row) })) }, null, 2));
  else console.log(table(rows, options));
}

await runBenchmark(main, { name: 'Lighthouse benchmark', stopping: 'the server', onFailure: reportStoppedServers });

