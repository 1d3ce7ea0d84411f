/**
 * Runs once when the server starts (never during `next build`): opens the
 * database, which applies migrations and seeds an empty one. A database that
 * cannot be opened, such as an embedded one already in use by another
 * server, stops this server at once with a clear message. Then it starts the
 * delivery worker that sends SMS and e-mail from the outbox. It also hands the
 * production server (scripts/serve.mjs) its readiness check and the database's
 * close, for a graceful shutdown.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, since Next may answer prepare() before register() is done: the check waits for the opening.
  const { installServerHooks } = await import('./server/kernel/lifecycle');
  installServerHooks();
  const { openOrExit } = await import('./server/db/startup');
  await openOrExit();
  // Every instance sends what the outbox holds (server/messages/worker.ts).
  const { startMessageDelivery } = await import('./server/messages/worker');
  startMessageDelivery();
  // Whether PDF tickets can be made (a CJK font): said once, with how to turn them on when they are off.
  const { reportTicketFont } = await import('./server/activities/registrations/ticket-font');
  reportTicketFont();
  // Job applications past their keeping time go, hourly, in every instance (server/applications/retention.ts).
  const { startApplicationRetention } = await import('./server/applications/retention');
  startApplicationRetention();
  // The caches follow the data: other instances' changes, scheduled articles reaching their time.
  const { startCacheWatchers } = await import('./server/kernel/cache-watchers');
  await startCacheWatchers();
}
