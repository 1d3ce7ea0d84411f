/** The API's one error shape (docs/style.md "The API"): `{ error: { code, message, fields? } }`. */

import type { ApiErrorCode } from '@/lib/api-error-codes';

export { API_ERROR_CODES, type ApiErrorCode } from '@/lib/api-error-codes';

export const STATUS_OF: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  service_unavailable: 503,
};

export interface ApiErrorBody {
  /** `reference`: on a 5xx, the request's id as the log has it ("错误编号"), also named in the message. */
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string[]>; reference?: string };
}

/** Thrown by handlers to answer with an error of the one shape. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}

export type ApiLocale = 'zh-CN' | 'en';

const MESSAGES: Record<ApiErrorCode, Record<ApiLocale, string>> = {
  bad_request: { 'zh-CN': '请求有误。', en: 'The request is not valid.' },
  validation_failed: { 'zh-CN': '请检查填写的内容。', en: 'Please check what you entered.' },
  unauthorized: { 'zh-CN': '请先登录。', en: 'Please log in first.' },
  forbidden: { 'zh-CN': '没有权限执行此操作。', en: 'You may not do this.' },
  not_found: { 'zh-CN': '没有找到请求的内容。', en: 'Nothing was found here.' },
  method_not_allowed: { 'zh-CN': '不支持此请求方法。', en: 'This method is not allowed here.' },
  conflict: { 'zh-CN': '操作与现有数据冲突。', en: 'This conflicts with existing data.' },
  rate_limited: { 'zh-CN': '操作过于频繁，请稍后再试。', en: 'Too many requests; please try again later.' },
  payload_too_large: { 'zh-CN': '提交的内容过大。', en: 'What you sent is too large.' },
  unsupported_media_type: { 'zh-CN': '不支持此内容类型。', en: 'This content type is not supported.' },
  internal: { 'zh-CN': '服务器出错了，请稍后再试。', en: 'Something went wrong on our side; please try again later.' },
  service_unavailable: { 'zh-CN': '所需的外部服务暂时不可用，请稍后再试。', en: 'A service this needs is not available right now; please try again later.' },
};

const REFERENCE: Record<ApiLocale, (id: string) => string> = {
  'zh-CN': (id) => `如需帮助，请告诉我们错误编号：${id}`,
  en: (id) => ` If you contact us, quote the error reference ${id}.`,
};

/** A 5xx's message with the request's id, which the log has too: what someone who writes to the site can quote. */
export function withReference(message: string, reference: string, locale: ApiLocale): string {
  return `${message}${REFERENCE[locale](reference)}`;
}

export function defaultMessage(code: ApiErrorCode, locale: ApiLocale): string {
  return MESSAGES[code][locale];
}
