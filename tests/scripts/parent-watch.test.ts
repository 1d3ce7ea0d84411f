import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * No orphan (issue 40): a process started as `npm start` starts its server — through a shell — notices when the
 * processes above it are gone, however they went (a signal to npm alone, kill -9), while the top one may outlive
 * its own parent (nohup). Real processes: a stand-in for npm runs `sh -c "node watched-child.mjs"`.
 */

const child = path.join(__dirname, 'fixtures', 'watched-child.mjs');
let dir: string;
const started: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parent-watch-'));
});
afterEach(() => {
  for (const process of started) process.kill('SIGKILL');
  started.length = 0;
  rmSync(dir, { recursive: true, force: true });
});

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 25))) if (check()) return true;
  return check();
}

/** A stand-in for npm: a node process running the watched child through `sh -c`, as npm runs scripts. Its pid, and the shell's. */
async function npmLike(mode: string, file: string): Promise<{ npm: ChildProcess; shell: number; child: number }> {
  const script = `
    const { spawn } = require('node:child_process');
    const sh = spawn('sh', ['-c', ${JSON.stringify(`"${process.execPath}" "${child}" "${file}" ${mode}; echo`)}], { stdio: 'ignore' });
    console.log(sh.pid);
    setInterval(() => {}, 1000);
  `;
  const npm = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(npm);
  const shell = await new Promise<number>((resolve) => npm.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
  expect(await until(() => read(file) === 'watching')).toBe(true);
  const pids = readFileSync(`/proc/${shell}/task/${shell}/children`, 'utf8').trim().split(' ').map(Number);
  return { npm, shell, child: pids[0]! };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('watching the processes above', () => {
  it('sees npm killed with -9, though the shell between stays', async () => {
    const file = path.join(dir, 'state');
    const { npm, child: pid } = await npmLike('through-shells', file);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read(file)).toBe('watching');
    npm.kill('SIGKILL');
    expect(await until(() => read(file) === 'gone')).toBe(true);
    expect(await until(() => !alive(pid))).toBe(true);
  });

  it('sees its own parent go (the shell ended by npm’s signal)', async () => {
    const file = path.join(dir, 'state');
    const { shell } = await npmLike('through-shells', file);
    process.kill(shell, 'SIGTERM');
    expect(await until(() => read(file) === 'gone')).toBe(true);
  });

  it('watching only its parent, does not mind what happens above it', async () => {
    const file = path.join(dir, 'state');
    const { npm, child: pid } = await npmLike('parent-only', file);
    npm.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(read(file)).toBe('watching');
    process.kill(pid, 'SIGKILL');
  });
});
