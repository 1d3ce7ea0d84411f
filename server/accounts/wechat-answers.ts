import { ApiError, type ApiErrorCode, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import type { WechatProblem } from './wechat-login';

/** What the WeChat login's API routes answer, in the words /login/wechat uses (`account:wechat.problems.*`). */

export type WechatAnswer = WechatProblem | 'expired' | 'notLinked' | 'unverified';

const CODE_OF: Record<WechatAnswer, ApiErrorCode> = {
  state: 'bad_request',
  denied: 'bad_request',
  code: 'bad_request',
  expired: 'bad_request',
  unavailable: 'service_unavailable',
  off: 'not_found',
  staff: 'forbidden',
  disabled: 'forbidden',
  taken: 'conflict',
  other_wechat: 'conflict',
  notLinked: 'conflict',
  unverified: 'conflict',
  busy: 'conflict',
};

const wechatProblem = messagesOf('account', { prefix: 'wechat.problems.' });

export function wechatMessage(locale: ApiLocale, answer: WechatAnswer): Promise<string> {
  return wechatProblem(locale, answer);
}

/** The API's error for a refused WeChat step. */
export async function wechatRefusal(answer: WechatAnswer, locale: ApiLocale): Promise<ApiError> {
  return new ApiError(CODE_OF[answer], await wechatMessage(locale, answer));
}
