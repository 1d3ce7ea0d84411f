// `npm run db:backup -- FILE`: a snapshot of the embedded database (server/db/backup.ts).
import { loadEnvConfig } from '@next/env';
import { backupEmbedded } from '../server/db/backup';
import { answerHelp } from './lib/help.mjs';

const USAGE = `Usage: npm run db:backup -- FILE   (or: npx tsx scripts/db-backup.ts FILE)

Writes a snapshot of the embedded database in DATA_DIR (default ./data) to FILE: the
whole folder as PGlite writes it, gzipped (uploads included: they live in the database).
The embedded database can be open in one process only, so stop the server first; while
it runs, the backup is refused and says which process holds the folder. Restore with
npm run db:restore -- FILE. With DATABASE_URL (a PostgreSQL server) use pg_dump instead:
  pg_dump --format=custom --file=FILE "$DATABASE_URL"
.env and .env.local are read.

Options:
  -h, --help   this text`;
answerHelp(USAGE);

loadEnvConfig(process.cwd(), false);

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error(`Name the file to write.\n\n${USAGE}`);
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/operations.md).');
  const dataDir = process.env.DATA_DIR || './data';
  const started = Date.now();
  const bytes = await backupEmbedded(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
