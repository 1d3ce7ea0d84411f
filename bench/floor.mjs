#!/usr/bin/env node
// The floor plan of a big hall on a phone (issue 35, point 8): a fresh embedded database gets a show with one
// hall of 300 booths, each let to a company (bench/support/floor-show.ts); npm start's server (scripts/serve.mjs)
// runs on it, and bench/lighthouse.mjs measures the show's exhibitor page with its plan on phone settings —
// plain, and with an exhibitor chosen (its booth highlighted, the plan opened zoomed in on it).
// `node bench/floor.mjs [--runs 3] [--booths 300] [--port N]`; see bench/README.md "The floor plan of a 300-booth
// hall". A measurement: exits 0 whatever the figures, 1 when the harness fails, 2 when it cannot start.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addCleanUp, freePort, parseOptions, positive, reportStoppedServers, requireBuild, root, runBenchmark, startServe, stopChild, tempFolder } from './support/harness.mjs';

const USAGE = `Usage: node bench/floor.mjs [options]

  --runs <n>      Lighthouse runs per page; the median run is reported (default 3)
  --booths <n>    booths in the show's one hall (default 300)
  --port <n>      port of the server it starts (default: the first free one from 3620)
  --save <dir>    keep every run's Lighthouse JSON report in <dir>
  --json          print Lighthouse's results as JSON
  -h, --help      this text

Needs a build in NEXT_DIST_DIR (default .next) and Chromium (see bench/lighthouse.mjs).`;

function run(command, args, env, { inherit = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'] });
    const withdraw = addCleanUp(() => stopChild(child));
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      withdraw();
      if (code !== 0) reject(new Error(`${path.basename(args[0] ?? command)} failed (${code}):\n${stderr.trim()}`));
      else resolve(stdout);
    });
  });
}

async function main() {
  const values = parseOptions(USAGE, {
    runs: { type: 'string', default: '3' },
    booths: { type: 'string', default: '300' },
    port: { type: 'string' },
    save: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const runs = positive('runs', values.runs, USAGE);
  const booths = positive('booths', values.booths, USAGE);
  requireBuild('');
  const work = await tempFolder('tmz-floor-');
  const dataDir = path.join(work, 'data');
  await mkdir(dataDir);
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' };
  console.error(`Making a show with one hall of ${booths} booths in ${dataDir} (migrates and seeds first)…`);
  const out = await run(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join('bench', 'support', 'floor-show.ts'), '--halls', '1', '--booths', String(booths)], env);
  const show = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  const port = values.port === undefined ? await freePort(3620) : positive('port', values.port, USAGE);
  const { origin } = await startServe({ work, port, env });
  const pages = [`/activityDetail/exhibitors?id=${show.id}`, `/activityDetail/exhibitors?id=${show.id}&company=${show.companyId}`];
  await run(process.execPath, [path.join('bench', 'lighthouse.mjs'), '--url', origin, '--runs', String(runs), '--pages', pages.join(','), ...(values.save ? ['--save', path.resolve(values.save)] : []), ...(values.json ? ['--json'] : [])], {}, { inherit: true });
}

await runBenchmark(main, { name: 'Floor plan benchmark', stopping: 'the server', onFailure: reportStoppedServers });
