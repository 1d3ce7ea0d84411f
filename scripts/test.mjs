#!/usr/bin/env node
// `npm test`: type check, lint, unit and integration tests (Jest), then the
// browser tests (Playwright in Debian's Chromium; scripts/e2e.mjs installs it
// when missing) with, on the same build and server, the reference validators
// of e2e/standards.spec.ts (Nu HTML Checker, structured data, iCalendar, vCard,
// RSS, sitemap schema; Java and xmllint installed from Debian when missing),
// and the first-load JavaScript budget of the same build.
// A CJK font for PDF tickets is installed first when missing (as root, with apt-get).
// Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTicketFont } from './lib/debian-package.mjs';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm test   (or: node scripts/test.mjs)

Type check, lint, the Jest tests, then the browser tests (scripts/e2e.mjs) with the
reference validators (e2e/standards.spec.ts: Nu HTML Checker, structured data, .ics,
vCard, RSS, sitemap schema) on the same build and server, and the first-load
JavaScript budget of that build; stops at the first failing step. A CJK font for the
PDF ticket tests (fonts-wqy-microhei) is installed with apt-get first when missing and run as root.
TEST_DATABASE_URL also runs the server tests against that PostgreSQL server.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['Type check', bin('tsc'), ['--noEmit']],
  ['Lint', bin('eslint'), ['.', '--max-warnings', '0']],
  // PGlite loads its WebAssembly with a dynamic import, which Jest's module VM allows only with this flag.
  ['Unit and integration tests', process.execPath, ['--experimental-vm-modules', path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci']],
  // Playwright, whose e2e/standards.spec.ts runs the reference validators against the same server
  // (about 20 s of the step): no second build or server for them.
  ['Browser tests and validators', process.execPath, [path.join(root, 'scripts', 'e2e.mjs')]],
  // Reads the build the browser tests used; fails when a public page is over the JavaScript budget.
  ['First-load JavaScript budget', process.execPath, [path.join(root, 'bench', 'first-load-js.mjs')]],
];

// The PDF ticket tests read text back from the real file, set in a CJK font: installed with apt-get
// (fonts-wqy-microhei) when the machine has none and we run as root, as scripts/e2e.mjs does for Chromium.
ensureTicketFont();

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${title}: passed in ${seconds} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
