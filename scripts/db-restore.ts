// `npm run db:restore -- FILE`: a backup of the embedded database into an empty DATA_DIR (server/db/backup.ts).
import { loadEnvConfig } from '@next/env';
import { restoreEmbedded } from '../server/db/backup';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm run db:restore -- FILE   (or: npx tsx scripts/db-restore.ts FILE)

Restores a backup written by npm run db:backup into DATA_DIR (default ./data), which
must be missing or empty: move the old folder aside first (nothing is overwritten).
Then npm start opens it and applies any newer migrations. With DATABASE_URL (a
PostgreSQL server) use pg_restore instead:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE
.env and .env.local are read.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

loadEnvConfig(process.cwd(), false);

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error(`Name the backup file to restore.\n\n${USAGE}`);
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL names a PostgreSQL server: restore it with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE (docs/operations.md).');
  const dataDir = process.env.DATA_DIR || './data';
  const tables = await restoreEmbedded(file, dataDir);
  console.log(`Restored ${file} into ${dataDir} (${tables} tables). Start the site with npm start.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
