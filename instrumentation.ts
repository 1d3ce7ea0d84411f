/**
 * Runs once when the server starts (never during `next build`): opens the
 * database, which applies migrations and seeds an empty one. A database that
 * cannot be opened, such as an embedded one already in use by another
 * server, stops this server at once with a clear message.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { openOrExit } = await import('./server/db/startup');
  await openOrExit();
}
