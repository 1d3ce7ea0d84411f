import type { ApiLocale } from '../http/errors';
import { ApiError } from '../http/errors';
import { authMessage, fieldError } from '../auth/api-auth';
import { serverTranslator } from '../kernel/i18n';
import { retryAfterSeconds } from '../auth/throttle';
import type { CheckOutcome } from './verification';

/** What the code routes (pages/api/auth/codes, signup, password-reset, verify) answer when a code is refused or must wait. */

/** A wait as people say it: "45 秒" (up to a minute), "23 分钟", "3 小时" (rounded up to the unit). */
async function spokenWait(locale: ApiLocale, seconds: number): Promise<string> {
  const { t } = await serverTranslator(locale);
  if (seconds <= 60) return t('duration.seconds', { count: seconds });
  // 59 min 40 s rounds up to an hour, not "60 分钟".
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  return t('duration.hours', { count: Math.ceil(seconds / 3600) });
}

/** The 429 of a code request that must wait (the address's limit or the recipient's): the wait in the message and in Retry-After. */
export async function codeWaitError(locale: ApiLocale, waitMs: number): Promise<ApiError> {
  const seconds = retryAfterSeconds(waitMs);
  return new ApiError('rate_limited', await authMessage(locale, 'codeWait', { wait: await spokenWait(locale, seconds) }), undefined, {
    'Retry-After': String(seconds),
  });
}

/** The 400 of a code that did not prove anything: wrong, or no longer valid (ask for a new one). */
export function codeRefused(outcome: Exclude<CheckOutcome, 'ok'>, locale: ApiLocale): ApiError {
  return fieldError('code', outcome === 'expired' ? 'codeExpired' : 'codeWrong', locale);
}
