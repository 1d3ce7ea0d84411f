import { database } from './index';

/** Opens the process's database at start-up; on failure prints why and exits with status 1. */
export async function openOrExit(): Promise<void> {
  try {
    const { kind } = await database();
    console.log(`> Database ready (${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'})`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
