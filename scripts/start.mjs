#!/usr/bin/env node
// `npm start`: builds the site when there is no build or the sources changed
// since the last one, then serves it with scripts/serve.mjs (Next's handler with
// readiness, graceful shutdown and JSON logs) on PORT (default 3000) and HOST
// (default: every interface). Signals are passed on to the server; when npm above it is gone (a signal or
// kill -9 to npm alone), the server is stopped as on SIGTERM, and the server stops by itself when this process is.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import nextEnv from '@next/env';
import { buildIsCurrent, nextBin, root } from './lib/build.mjs';
import { answerHelp } from './lib/help.mjs';
import { watchParents } from './lib/parent-watch.mjs';

const USAGE = `Usage: npm start   (or: node scripts/start.mjs)

Builds the site when there is no build or the sources changed since the last one,
then serves it with scripts/serve.mjs. Settings come from the environment (and .env,
.env.local): PORT (default 3000), HOST (default: every interface), NEXT_DIST_DIR and
the rest of docs/configuration.md. SIGTERM/SIGINT are passed on to the server; when
npm or this script is gone (a signal to npm alone, kill -9), the server drains and stops.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

// .env / .env.local may set PORT and HOST too (Next reads the rest of them itself).
nextEnv.loadEnvConfig(root, false);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent(distDir)) {
  console.log('> Building the site (first start, or the sources changed)…');
  const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// scripts/serve.mjs reads PORT, HOST and its other settings from the environment itself; --watch-parent: it
// stops, draining, when this process is gone (kill -9 included).
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--watch-parent'], { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Under npm, a signal to npm alone ends npm and its shell but not this process, and kill -9 of npm leaves its
// shell behind: when npm is gone, the server drains and stops as on SIGTERM.
if (process.env.npm_lifecycle_event) {
  watchParents({
    throughShells: true,
    onGone: () => {
      console.error('> npm is gone: stopping the server');
      server.kill('SIGTERM');
    },
  });
}
