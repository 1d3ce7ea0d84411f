import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '@/server/db/data-dir-lock';

const root = path.resolve(__dirname, '..', '..');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tmz-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs lockDataDir(dir) in a second Node process and reports how it ended. */
function lockFromAnotherProcess(target: string) {
  const script = `const { lockDataDir } = require('./server/db/data-dir-lock.ts'); lockDataDir(${JSON.stringify(target)}); console.log('locked');`;
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });
}

describe('lockDataDir', () => {
  it('writes this process id and removes the lock on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('refuses a second lock in the same process', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('makes a second process fail at once with a clear message while the first holds the folder', () => {
    const release = lockDataDir(dir);
    const second = lockFromAnotherProcess(dir);
    release();
    expect(second.status).not.toBe(0);
    expect(second.stdout).not.toContain('locked');
    expect(second.stderr).toContain(`The embedded database in ${dir} is already in use by process ${process.pid}`);
  });

  it('lets a second process in once the first has released the folder', () => {
    lockDataDir(dir)();
    const second = lockFromAnotherProcess(dir);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('locked');
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, '.lock'), gone.stdout.trim());
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
