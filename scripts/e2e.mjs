#!/usr/bin/env node
// `npm run test:e2e` (and the last step of `npm test`): the browser tests.
// 1. Debian's Chromium at /usr/bin/chromium, for the validators of
//    e2e/standards.spec.ts Java (default-jre-headless, for vnu.jar) and xmllint
//    (libxml2-utils), and a CJK font for PDF tickets (fonts-wqy-microhei):
//    installed with apt-get when missing and we run as root (scripts/lib/debian-package.mjs).
//    Playwright never downloads a browser of its own, nor vnu-jar a Java.
// 2. The production build in NEXT_DIST_DIR (default .next), built once: reused
//    when it is newer than every source (SKIP_BUILD=1 skips the check).
// 3. Playwright (playwright.config.ts starts `next start` itself); exits with its code.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, nextBin, root } from './lib/build.mjs';
import { ensureDebianPackage, ensureTicketFont } from './lib/debian-package.mjs';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm run test:e2e -- [Playwright test arguments]   (or: node scripts/e2e.mjs …)

The browser tests in Debian's Chromium (/usr/bin/chromium), with Debian's Java and
xmllint for the validators of e2e/standards.spec.ts (each installed with apt-get when
missing and run as root), against a production build in NEXT_DIST_DIR (default .next),
built when older than the sources. Every other argument goes to \`playwright test\`
(spec files, --workers, --grep …); Playwright's own help: npx playwright test --help.
SKIP_BUILD=1 uses the build as it is; E2E_PORT sets the server's port.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

const CHROMIUM = '/usr/bin/chromium';
const JAVA = '/usr/bin/java';
const XMLLINT = '/usr/bin/xmllint';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

function run(command, args, options = {}) {
  console.log(`> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

ensureDebianPackage(CHROMIUM, 'chromium', "Debian's Chromium", env);
// e2e/standards.spec.ts: the Nu HTML Checker (vnu.jar) runs in Java; the sitemap is checked with xmllint.
ensureDebianPackage(JAVA, 'default-jre-headless', 'Java', env);
ensureDebianPackage(XMLLINT, 'libxml2-utils', 'xmllint', env);
// The PDF ticket the journeys download is set in a CJK font (fonts-wqy-microhei when none is there).
ensureTicketFont(env);

if (process.env.SKIP_BUILD === '1') {
  console.log(`> SKIP_BUILD=1: testing the existing build in ${distDir}`);
} else if (buildIsCurrent(distDir)) {
  console.log(`> The build in ${distDir} is newer than the sources: reusing it.`);
} else {
  console.log(`> Building the site into ${distDir}…`);
  const status = run(process.execPath, [nextBin, 'build', '--webpack']);
  if (status !== 0) process.exit(status);
}

// Fresh embedded databases for the two test servers (playwright.config.ts gives each its own, by port):
// only theirs, so a run on other ports (E2E_PORT) can go on beside this one.
const e2ePort = Number(process.env.E2E_PORT || 3300);
for (const port of [e2ePort, e2ePort + 1]) {
  rmSync(path.join(root, '.e2e-data', String(port)), { recursive: true, force: true });
}

// Staff and exhibitor accounts cannot sign up: the tests' ones are made with the command operators use.
const accounts = JSON.parse(readFileSync(path.join(root, 'e2e', 'support', 'accounts.json'), 'utf8'));
const e2eDataDir = path.join(root, '.e2e-data', String(e2ePort));
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
for (const args of [
  ['--kind', 'exhibitor', '--login', accounts.exhibitor.login, '--company', accounts.exhibitor.company,
    '--booth-hall', accounts.exhibitor.boothHall, '--booth-number', accounts.exhibitor.boothNumber],
  ['--kind', 'editor', '--login', accounts.editor.login, '--name', accounts.editor.name],
  ['--kind', 'admin', '--login', accounts.admin.login, '--name', accounts.admin.name],
]) {
  const created = run(process.execPath, [tsxCli, 'scripts/user-create.ts', ...args], {
    env: { ...env, DATA_DIR: e2eDataDir, DATABASE_URL: '', USER_PASSWORD: accounts.password },
  });
  if (created !== 0) process.exit(created);
}
// Companies to place at the show (e2e/show-floor.spec.ts), while the seed has none of its own.
{
  const made = run(process.execPath, [tsxCli, 'e2e/support/floor-companies.ts'], { env: { ...env, DATA_DIR: e2eDataDir, DATABASE_URL: '' } });
  if (made !== 0) process.exit(made);
}
// The third-party server's admin reads the verification codes its WeChat login sends (e2e/support/codes.ts).
{
  const created = run(process.execPath, [tsxCli, 'scripts/user-create.ts', '--kind', 'admin', '--login', accounts.admin.login, '--name', accounts.admin.name], {
    env: { ...env, DATA_DIR: path.join(root, '.e2e-data', String(e2ePort + 1)), DATABASE_URL: '', USER_PASSWORD: accounts.password },
  });
  if (created !== 0) process.exit(created);
}

const started = Date.now();
const status = run(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)]);
console.log(`> Playwright finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exit(status);
