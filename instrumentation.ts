/**
 * Runs once when the server starts (never during `next build`): server/site/startup.ts opens the database,
 * starts the delivery worker and the scheduled work, and hands the production server (scripts/serve.mjs) its
 * readiness check and the database's close, for a graceful shutdown.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/site/startup');
  await startServer();
}
