import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Every command-line script answers --help and -h with its usage on stdout,
 * nothing on stderr, and exit 0 — before it builds, serves or opens a database.
 * The scripts are found, not listed: one added to scripts/, bench/ or deploy/
 * (or run by an npm script) is checked too.
 */

const run = promisify(execFile);
/** A script started with tsx can take seconds on a busy machine: Jest waits as long as execFile does. */
const SCRIPT_TIMEOUT_MS = 30_000;
const root = path.resolve(__dirname, '..', '..');
const SCRIPT = /\.(mjs|ts|sh)$/;

const found = ['scripts', 'bench', 'deploy'].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => SCRIPT.test(name) && !name.endsWith('.d.mts'))
    .map((name) => `${dir}/${name}`),
);

/** The files npm scripts run (`tsx scripts/x.ts`, `node bench/y.mjs`). */
const npmScripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const runByNpm = Object.values(npmScripts).flatMap((command) => command.match(/\b(?:scripts|bench|deploy)\/[\w-]+\.(?:mjs|ts|sh)\b/g) ?? []);

/** How a script's usage may name it: its own path, or the npm script that runs it (`npm run x`, `npm start`). */
function namesOf(file: string): string[] {
  const npm = Object.entries(npmScripts)
    .filter(([, commandLine]) => commandLine.split(/\s+/).includes(file))
    .map(([name]) => (name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`));
  return [file, ...npm];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function command(file: string): [string, string[]] {
  if (file.endsWith('.ts')) return [path.join(root, 'node_modules', '.bin', 'tsx'), [file]];
  if (file.endsWith('.sh')) return ['bash', [file]];
  return [process.execPath, [file]];
}

it('finds every script npm runs among the ones checked', () => {
  expect(runByNpm.length).toBeGreaterThan(5);
  expect(runByNpm.filter((file) => !found.includes(file))).toEqual([]);
});

describe.each(found)('%s', (file) => {
  it.each(['--help', '-h'])('answers %s with its usage and exit 0', async (flag) => {
    const [bin, args] = command(file);
    // execFile rejects on a non-zero exit: reaching the expectations means exit 0.
    const { stdout, stderr } = await run(bin, [...args, flag], { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, timeout: SCRIPT_TIMEOUT_MS });
    expect(stdout).toMatch(/^Usage: /);
    // The usage is this script's own, not that of a module it imports.
    const usageLine = stdout.split('\n')[0] ?? '';
    expect(usageLine).toMatch(new RegExp(`^Usage: .*(${namesOf(file).map(escapeRegExp).join('|')})`));
    expect(stdout).toMatch(/-h, --help/);
    expect(stderr).toBe('');
  }, SCRIPT_TIMEOUT_MS);
});

it('npm run user:create -- --help prints the usage alone (no "Unknown option") and exits 0', async () => {
  const { stdout, stderr } = await run('npm', ['run', '--silent', 'user:create', '--', '--help'], { cwd: root, timeout: SCRIPT_TIMEOUT_MS });
  expect(stdout).toMatch(/^Usage: npm run user:create -- --kind admin\|editor\|exhibitor --login <login>/);
  expect(stdout).not.toMatch(/Unknown option/);
  expect(stderr).toBe('');
}, SCRIPT_TIMEOUT_MS);
