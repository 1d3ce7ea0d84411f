import { ACCOUNT_MESSAGE_KINDS } from '../accounts/message-kinds';
import { REGISTRATION_MESSAGE_KINDS } from '../activities/registrations/message-kinds';
import { APPLICATION_MESSAGE_KINDS } from '../applications/message-kinds';
import { ARTICLE_MESSAGE_KINDS } from '../articles/message-kinds';
import { CERTIFICATION_MESSAGE_KINDS } from '../certifications/message-kinds';
import { MEETING_MESSAGE_KINDS } from '../companies/meetings/message-kinds';
import { COMPANY_MESSAGE_KINDS } from '../companies/message-kinds';
import { FEEDBACK_MESSAGE_KINDS } from '../feedback/message-kinds';
import { registerMessageKinds } from '../messages/kinds';
import { SOURCING_MESSAGE_KINDS } from '../sourcing/message-kinds';

/**
 * The one place that hands the domains' message kinds to the outbox (server/messages/kinds.ts), which knows no
 * domain: called by the app's start-up (startup.ts) and by the server tests' set-up (tests/server/support/
 * message-kinds.ts). The order is the console's (its filter lists the kinds so). A domain that sends a new kind
 * lists it in its own message-kinds.ts; a domain that starts sending adds its line here.
 */
export function registerDomainMessageKinds(): void {
  registerMessageKinds('accounts', ACCOUNT_MESSAGE_KINDS);
  registerMessageKinds('registrations', REGISTRATION_MESSAGE_KINDS);
  registerMessageKinds('articles', ARTICLE_MESSAGE_KINDS);
  registerMessageKinds('certifications', CERTIFICATION_MESSAGE_KINDS);
  registerMessageKinds('companies', COMPANY_MESSAGE_KINDS);
  registerMessageKinds('sourcing', SOURCING_MESSAGE_KINDS);
  registerMessageKinds('feedback', FEEDBACK_MESSAGE_KINDS);
  registerMessageKinds('applications', APPLICATION_MESSAGE_KINDS);
  registerMessageKinds('meetings', MEETING_MESSAGE_KINDS);
}
