#!/usr/bin/env node
// `npm start`: builds the site when there is no build or the sources changed
// since the last one, then serves it with `next start` on PORT (default 3000)
// and HOST (default: every interface). Signals are passed on to the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(root, distDir, 'BUILD_ID');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['pages', 'components', 'layouts', 'lib', 'server', 'styles', 'locales', 'public', 'proxy.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'];

// .env / .env.local may set PORT and HOST too (Next reads the rest of them itself).
nextEnv.loadEnvConfig(root, false);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('> Building the site (first start, or the sources changed)…');
  const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = [nextBin, 'start', '-p', process.env.PORT || '3000'];
if (process.env.HOST) args.push('-H', process.env.HOST);
const server = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
