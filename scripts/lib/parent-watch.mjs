// Whether the processes that started this one are still there: `npm start` runs `sh -c "node scripts/start.mjs"`,
// and start.mjs runs scripts/serve.mjs. A supervisor that signals or kills only the process it started (npm in a
// container as PID 1, systemd's main pid, `kill <pid>`) would otherwise leave the server serving with nobody to
// stop it, and the next start would find its port taken. Linux gives an orphan a new parent (init or a
// subreaper), so a changed parent id means the parent is gone; the grandparent (npm above its `sh -c`) is read
// from /proc, where there is one.
import { readFileSync } from 'node:fs';

/** The parent id of a process, from /proc/<pid>/stat; null when it is gone (or there is no /proc). */
export function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/** A process's command name, from /proc/<pid>/comm; null when it is gone. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash']);

/**
 * The chain of processes to watch above this one, as [pid, its parent id at the start] pairs: the parent, and
 * with `throughShells`, on up past the shells to the first process that is not one (npm above the `sh -c` it
 * runs scripts with). A pid of 1 (init, or none: a container's first process) is never watched.
 */
export function ancestry({ throughShells = false } = {}, ownParent = process.ppid) {
  const chain = [];
  for (let pid = ownParent; pid > 1; ) {
    const parent = parentOf(pid);
    if (parent === null) break;
    chain.push([pid, parent]);
    if (!throughShells || !SHELLS.has(commandOf(pid) ?? '')) break;
    pid = parent;
  }
  return chain;
}

/**
 * Whether a watched chain is broken: this process has a new parent, one in the middle of the chain has (the
 * shell, when npm above it was killed), or the top one is gone. The top one's own parent may change freely
 * (`nohup npm start &` outlives its terminal).
 */
export function chainBroken(chain, ownParent = process.ppid) {
  if (chain.length === 0) return false;
  if (ownParent !== chain[0][0]) return true;
  return chain.some(([pid, parent], index) => {
    const now = parentOf(pid);
    return now === null || (index < chain.length - 1 && now !== parent);
  });
}

/**
 * Calls `onGone` once, within `intervalMs`, after the parent (with `throughShells`, also the process above the
 * shells between) exits by any means, kill -9 included. The timer does not keep the process alive.
 */
export function watchParents({ throughShells = false, intervalMs = 1000, onGone }) {
  const chain = ancestry({ throughShells });
  if (chain.length === 0) return () => undefined;
  const timer = setInterval(() => {
    if (!chainBroken(chain)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
