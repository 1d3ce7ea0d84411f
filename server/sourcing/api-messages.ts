import { messagesOf } from '../kernel/i18n';

/** A message of the `sourcing` namespace in the request's language. */
export const sourcingText = messagesOf('sourcing');
