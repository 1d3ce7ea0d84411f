import { retryAfterSeconds, throttle, type AccountAction, type AccountRefusal, type LimitedAccount } from '../auth/throttle';
import { serverTranslator } from '../kernel/i18n';
import { ApiError, type ApiLocale } from './errors';

type MessageKey = `${string}:${string}`;
type Translate = Awaited<ReturnType<typeof serverTranslator>>['t'];

/** A length of time as people say it: "23 分钟", "2 小时", "1 hour 20 minutes" (whole minutes, rounded up). */
function durationText(t: Translate, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return t('common:duration.minutes', { count: minutes });
  const hours = t('common:duration.hours', { count: Math.floor(minutes / 60) });
  return minutes % 60 === 0 ? hours : `${hours} ${t('common:duration.minutes', { count: minutes % 60 })}`;
}

async function limitedError(locale: ApiLocale, waitMs: number, key: MessageKey, values: (t: Translate) => Record<string, string>): Promise<ApiError> {
  const seconds = retryAfterSeconds(waitMs);
  const namespace = key.slice(0, key.indexOf(':'));
  const { t } = await serverTranslator(locale, [namespace]);
  const message = t(key, { ...values(t), count: Math.ceil(seconds / 60) });
  return new ApiError('rate_limited', message, undefined, { 'Retry-After': String(seconds) });
}

/**
 * The 429 of a throttled request: the wait in whole minutes in the message
 * (`key`, namespaced, a `{{count}}` text with its plural forms, and any other
 * `values` it names), in seconds in Retry-After.
 */
export function rateLimitedError(locale: ApiLocale, waitMs: number, key: MessageKey, values: Record<string, string> = {}): Promise<ApiError> {
  return limitedError(locale, waitMs, key, () => values);
}

/**
 * The 429 of an account's limit: the message (`key`) names the limit's window
 * as `{{window}}` and the wait as `{{wait}}` ("你在 1 小时内新建的文章已达上限，
 * 请在 23 分钟后再试"), the wait in seconds in Retry-After.
 */
export function accountLimitedError(locale: ApiLocale, refusal: AccountRefusal, key: MessageKey, values: Record<string, string> = {}): Promise<ApiError> {
  return limitedError(locale, refusal.waitMs, key, (t) => ({
    ...values,
    window: durationText(t, refusal.windowSeconds),
    wait: durationText(t, retryAfterSeconds(refusal.waitMs)),
  }));
}

interface PerAccount {
  action: AccountAction;
  account: LimitedAccount;
  locale: ApiLocale;
  /** The refusal's message, with `{{window}}` and `{{wait}}` (and `values`). */
  key: MessageKey;
  values?: Record<string, string>;
  /** An error of `work` that means it was refused for what was sent; by default a 400 with field errors. */
  refusedInput?: (error: unknown) => boolean;
}

const fieldErrors = (error: unknown) => error instanceof ApiError && error.code === 'validation_failed';

/**
 * Does one of an account's counted actions (server/auth/throttle.ts
 * ACCOUNT_ACTIONS): counted before `work` runs, so a burst of simultaneous
 * requests cannot all get in; 429 when the account is over one of the
 * action's limits. An attempt refused for what was sent is given back: fixing
 * a form's fields never locks anyone out.
 */
export async function limitedPerAccount<T>({ action, account, locale, key, values, refusedInput = fieldErrors }: PerAccount, work: () => Promise<T>): Promise<T> {
  const limits = await throttle();
  const refusal = await limits.accountAttempt(action, account);
  if (refusal) throw await accountLimitedError(locale, refusal, key, values);
  try {
    return await work();
  } catch (error) {
    if (refusedInput(error)) await limits.accountGiveBack(action, account);
    throw error;
  }
}
