import { verificationMessageHooks } from '../accounts/message-hooks';
import { registrationMessageHooks } from '../activities/registrations/message-hooks';
import { registerMessageHooks } from '../messages/hooks';

/**
 * The one place that hands the domains' message hooks to the outbox (server/messages/hooks.ts), which knows no
 * domain: called by the app's start-up before the delivery worker starts (startup.ts) and by the tests that
 * send. A domain whose messages need a last look or carry a file adds its line here.
 */
export function registerDomainMessageHooks(): void {
  registerMessageHooks('accounts', verificationMessageHooks);
  registerMessageHooks('registrations', registrationMessageHooks);
}
