import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on the embedded database's folder. PGlite does not stop a
 * second process from opening the same files, and two processes writing them
 * silently corrupt the data, so the first process writes its PID into
 * `<dir>/.lock` (created exclusively) and every other process refuses to start.
 * A lock left by a process that no longer runs is taken over.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    message = `The embedded database in ${dir} is already in use by process ${pid}. ` +
      'Only one server may open it at a time: stop that process, or give this one its own DATA_DIR, ' +
      'or use a PostgreSQL server (DATABASE_URL) to run several instances.',
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (holder === process.pid || isRunning(holder)) throw new DataDirLockedError(dir, holder);
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(dir, Number(readFileSync(lockPath, 'utf8').trim()));
}
