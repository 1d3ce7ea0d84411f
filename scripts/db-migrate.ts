// `npm run db:migrate`: applies the committed migrations (and seeds an empty
// database) to DATABASE_URL, or to the embedded database in DATA_DIR, then exits.
import { loadEnvConfig } from '@next/env';
import { closeDatabase, database } from '../server/db';

loadEnvConfig(process.cwd(), false);

async function main() {
  const { kind } = await database();
  console.log(`Migrations applied (${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}).`);
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
