import type { ApiLocale } from '../http/errors';
import { ApiError, defaultMessage } from '../http/errors';
import { chinaDateTime } from '../kernel/china-time';
import { sourcingText } from './api-messages';
import type { CloseOutcome, DecideOutcome } from './choose';
import type { ThreadOutcome } from './quote-thread';

/** The API's refusals of a choosing step or a thread message: 404 for what the account may not see, 409 for the rest. */

type Refused = Exclude<DecideOutcome | CloseOutcome | ThreadOutcome, { kind: 'done' | 'closed' | 'posted' }>;

export async function choiceRefusal(locale: ApiLocale, outcome: Refused): Promise<ApiError> {
  switch (outcome.kind) {
    case 'not_found':
      return new ApiError('not_found', defaultMessage('not_found', locale));
    case 'stale': {
      const message = await sourcingText(locale, 'api.quoteRevised', { time: chinaDateTime(outcome.updatedAt) });
      return new ApiError('conflict', message, { version: [message] });
    }
    case 'not_open':
      return new ApiError('conflict', await sourcingText(locale, `api.quoteIs.${outcome.status}`));
    case 'request_closed':
      return new ApiError('conflict', await sourcingText(locale, 'api.requestClosed'));
    case 'thread_closed':
      return new ApiError('conflict', await sourcingText(locale, 'api.threadClosed'));
    case 'no_question':
      return new ApiError('conflict', await sourcingText(locale, 'api.noQuestion'));
    case 'thread_full':
      return new ApiError('conflict', await sourcingText(locale, 'api.threadFull'));
  }
}
