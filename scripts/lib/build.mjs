// Shared by scripts/start.mjs and scripts/e2e.mjs: is the production build in
// the dist folder newer than every source it is made from?
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** What a build is made from. */
const SOURCES = ['pages', 'components', 'layouts', 'lib', 'server', 'styles', 'locales', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** True when `<distDir>/BUILD_ID` exists and no source changed after it was written. */
export function buildIsCurrent(distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}
