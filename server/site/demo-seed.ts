import type { Seeder } from '../db/client';

/**
 * The demo content's seeder, for whoever opens the process's database on purpose (`seedWhenOpened`: the start-up,
 * `npm run db:migrate`, `npm run user:create`). The seed and its data are loaded only when the database is opened,
 * so a script's --help stays quick.
 */
export const seedDemoContent: Seeder = async (db) => (await import('../db/seed/run')).seedIfEmpty(db);
