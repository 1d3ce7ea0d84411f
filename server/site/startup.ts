import { startApplicationRetention } from '../applications/retention';
import { reportTicketFont } from '../activities/registrations/ticket-font';
import { seedWhenOpened } from '../db';
import { installServerHooks } from '../db/lifecycle';
import { openOrExit } from '../db/startup';
import { startMessageDelivery } from '../messages/worker';
import { startCacheWatchers } from './cache-watchers';
import { seedDemoContent } from './demo-seed';
import { registerDomainMessageHooks } from './message-hooks';
import { registerDomainMessageKinds } from './message-kinds';

/**
 * What runs once when the server starts (instrumentation.ts; never during `next build`): the place that wires
 * the domains into the infrastructure below them. Opens the database, which applies migrations and seeds an
 * empty one; a database that cannot be opened, such as an embedded one already in use by another server, stops
 * this server at once with a clear message. Then the delivery worker that sends SMS and e-mail from the outbox,
 * with the domains' message kinds and hooks. It also hands the production server (scripts/serve.mjs) its readiness check
 * and the database's close, for a graceful shutdown.
 */
export async function startServer(): Promise<void> {
  // The kinds of message each domain sends, before anything can send or list one.
  registerDomainMessageKinds();
  // First, since Next may answer prepare() before register() is done: the check waits for the opening.
  installServerHooks();
  // An empty database gets the demo content.
  seedWhenOpened(seedDemoContent);
  await openOrExit();
  // Every instance sends what the outbox holds (server/messages/worker.ts), with each domain's last look and files.
  registerDomainMessageHooks();
  startMessageDelivery();
  // Whether PDF tickets can be made (a CJK font): said once, with how to turn them on when they are off.
  reportTicketFont();
  // Job applications past their keeping time go, hourly, in every instance (server/applications/retention.ts).
  startApplicationRetention();
  // The caches follow the data: other instances' changes, scheduled articles reaching their time.
  await startCacheWatchers();
}
