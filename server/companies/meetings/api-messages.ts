import { MEETINGS_PER_DAY_MAX, MEETINGS_PER_SHOW_MAX } from '@/lib/companies/rules';
import { ApiError, defaultMessage, type ApiLocale } from '../../http/errors';
import { messagesOf } from '../../kernel/i18n';
import { chinaDateTime } from '../../kernel/china-time';
import type { ActOutcome } from './act';
import type { RequestOutcome } from './book';

/** The meeting API's answers (`meetings:api.*`) in the request's language, and the error of each refusal. */
export const meetingText = messagesOf('meetings');

type Refusal = Exclude<RequestOutcome, { kind: 'requested' }> | Exclude<ActOutcome, { kind: 'done' }>;

/** The one answer of each way a request or an action on a meeting is refused. */
export async function meetingRefusal(locale: ApiLocale, outcome: Refusal): Promise<ApiError> {
  switch (outcome.kind) {
    case 'not_found':
      return new ApiError('not_found', await meetingText(locale, 'api.notFound'));
    case 'own_company':
      return new ApiError('forbidden', await meetingText(locale, 'api.ownCompany'));
    case 'slot_invalid':
      return new ApiError('validation_failed', defaultMessage('validation_failed', locale), { startsAt: ['meetings:errors.slotInvalid'] });
    case 'limit':
      return new ApiError('conflict', await meetingText(locale, outcome.scope === 'show' ? 'api.limitShow' : 'api.limitDay', { max: outcome.scope === 'show' ? MEETINGS_PER_SHOW_MAX : MEETINGS_PER_DAY_MAX }));
    case 'slot_taken':
      return new ApiError('conflict', await meetingText(locale, 'api.slotTaken'), { startsAt: [await meetingText(locale, 'api.slotTaken')] });
    case 'member_busy':
      return new ApiError('conflict', await meetingText(locale, 'api.memberBusy'), { startsAt: [await meetingText(locale, 'api.memberBusy')] });
    case 'stale': {
      const message = await meetingText(locale, 'api.stale', { time: chinaDateTime(outcome.updatedAt) });
      return new ApiError('conflict', message, { version: [message] });
    }
    case 'not_allowed':
      return new ApiError('conflict', await meetingText(locale, 'api.notAllowed', { status: await meetingText(locale, `status.${outcome.status}`) }));
    case 'past':
      return new ApiError('conflict', await meetingText(locale, 'api.past'));
  }
}
