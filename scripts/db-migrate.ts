// `npm run db:migrate`: applies the committed migrations (and seeds an empty
// database) to DATABASE_URL, or to the embedded database in DATA_DIR, then exits.
import { loadEnvConfig } from '@next/env';
import { closeDatabase, database, seedWhenOpened } from '../server/db';
import { seedDemoContent } from '../server/site/demo-seed';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm run db:migrate   (or: npx tsx scripts/db-migrate.ts)

Applies the committed migrations (and seeds an empty database), then exits.
The database: DATABASE_URL (a PostgreSQL server), else the embedded one in DATA_DIR
(stop the server first: the embedded database can be open in one process only).
.env and .env.local are read.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

loadEnvConfig(process.cwd(), false);

async function main() {
  seedWhenOpened(seedDemoContent);
  const { kind } = await database();
  console.log(`Migrations applied (${kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}).`);
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
