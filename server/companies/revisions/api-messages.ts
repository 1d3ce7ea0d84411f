import { messagesOf } from '../../kernel/i18n';

/** A message of the `company-profile` namespace in the request's language. */
export const companyProfileText = messagesOf('company-profile');
