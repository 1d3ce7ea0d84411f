import { closeDatabase, database } from './index';
import { ping } from './client';

/**
 * Where the process is in its life, as the production server (scripts/serve.mjs)
 * keeps it on globalThis: 'starting' until Next is prepared and the database
 * answers, 'ready', then 'draining' from SIGTERM on. /api/health reads it. Under
 * plain `next start` there is no such server, and the app counts as ready.
 * The hooks installed at start (instrumentation.ts) let that server ask
 * whether the database answers and close it at the end, since the bundled
 * app's modules are out of its reach.
 */

export type LifecycleState = 'starting' | 'ready' | 'draining';

interface ServerGlobals {
  __tmzLifecycle?: { state: LifecycleState };
  __tmzReadyCheck?: () => Promise<boolean>;
  __tmzShutdown?: () => Promise<void>;
}

const globals = globalThis as unknown as ServerGlobals;

export function lifecycleState(): LifecycleState {
  return globals.__tmzLifecycle?.state ?? 'ready';
}

/** True when the process's database answers a trivial query (waiting for it to open, or opening it). */
export function databaseAnswers(): Promise<boolean> {
  return database()
    .then(({ db }) => ping(db))
    .catch(() => false);
}

/** For scripts/serve.mjs: the readiness check and the database's close (flushing pending work first). */
export function installServerHooks(): void {
  globals.__tmzReadyCheck = databaseAnswers;
  globals.__tmzShutdown = closeDatabase;
}
