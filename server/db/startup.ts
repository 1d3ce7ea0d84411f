import { log } from '../kernel/log';
import { database } from './index';

/** Opens the process's database at start-up; on failure logs why and exits with status 1. */
export async function openOrExit(): Promise<void> {
  try {
    const { kind } = await database();
    log().info({ event: 'database_ready', kind }, `Database ready (${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'})`);
  } catch (error) {
    log().fatal({ event: 'database_failed' }, error instanceof Error ? error.message : String(error));
    // pino writes asynchronously; flush before exiting, so that the reason is not lost.
    log().flush();
    process.exit(1);
  }
}
