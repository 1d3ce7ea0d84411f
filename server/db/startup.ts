import { InvalidEnvironmentError } from '../kernel/env';
import { log } from '../kernel/log';
import { database } from './index';

/**
 * Opens the process's database at start-up; on failure logs why and exits with status 1: `config_invalid` with
 * the variables for a setting the site cannot run with (the environment is read here first), else
 * `database_failed`.
 */
export async function openOrExit(): Promise<void> {
  try {
    const { kind } = await database();
    log().info({ event: 'database_ready', kind }, `Database ready (${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof InvalidEnvironmentError) log().fatal({ event: 'config_invalid', variables: error.variables }, message);
    else log().fatal({ event: 'database_failed' }, message);
    // pino writes asynchronously; flush before exiting, so that the reason is not lost.
    log().flush();
    process.exit(1);
  }
}
