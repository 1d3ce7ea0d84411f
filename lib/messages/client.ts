import { http } from '../http-client';
import type { Locale } from '../i18n';
import type { RetryFailedAnswer, RetryMessageAnswer, StaffMessageView } from './views';

/**
 * The browser's side of /api/admin/messages, loaded when a retry is first
 * pressed (axios stays out of the page's first load). Answers come in the
 * page's language.
 */

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Sends a failed message again: the message as the list shows it now (a 409 when it has not failed). */
export async function retryMessage(id: number, locale: Locale): Promise<StaffMessageView> {
  const { data } = await http().instance.post<RetryMessageAnswer>(`api/admin/messages/${id}/retry`, undefined, languageHeader(locale));
  return data.message;
}

/** Makes a pending message that is due later due now ("立即发送"): the message as the list shows it now. */
export async function sendMessageNow(id: number, locale: Locale): Promise<StaffMessageView> {
  const { data } = await http().instance.post<RetryMessageAnswer>(`api/admin/messages/${id}/send-now`, undefined, languageHeader(locale));
  return data.message;
}

/** Sends every failed message of a kind again: how many. */
export async function retryFailedOfKind(kind: string, locale: Locale): Promise<number> {
  const { data } = await http().instance.post<RetryFailedAnswer>('api/admin/messages/retry-failed', { kind }, languageHeader(locale));
  return data.retried;
}
