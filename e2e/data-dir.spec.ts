import { spawn } from 'node:child_process';
import path from 'node:path';
import { BASE_URL, E2E_PORT } from './support/servers';
import { expect, test } from './support/test';

/** The embedded database is never opened by two processes: a second server on the same DATA_DIR stops at once. */

const root = path.resolve(__dirname, '..');

test('a second server pointed at a running server\'s DATA_DIR exits at once with a clear message, and the first keeps serving', async ({ request }) => {
  test.setTimeout(60_000);
  const second = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(E2E_PORT + 2), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next', DATA_DIR: `.e2e-data/${E2E_PORT}`, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The reason is a JSON log line (server/kernel/log.ts) on stdout; anything else would be on stderr.
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  second.stdout.on('data', collect);
  second.stderr.on('data', collect);
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.kill('SIGKILL');
      resolve(null);
    }, 45_000);
    second.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

  expect(exitCode, `the second server should have stopped; it printed: ${output}`).toBe(1);
  expect(output).toContain(`already in use by process`);
  expect(output).toContain('DATA_DIR');

  const health = await request.get(`${BASE_URL}/api/health`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
});
