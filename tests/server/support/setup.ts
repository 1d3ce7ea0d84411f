import { registerDomainMessageKinds } from '@/server/site/message-kinds';

// Each file opens and migrates its own database (PGlite, or a new one on PostgreSQL): on a busy two-core machine
// that alone has taken over Jest's default 5 s, failing tests and hooks that are not slow by any measure that
// matters.
jest.setTimeout(20_000);

// Every server test file starts as the app does: the domains' message kinds handed to the outbox
// (server/site/message-kinds.ts), so a test that sends or lists messages knows them all.
registerDomainMessageKinds();
