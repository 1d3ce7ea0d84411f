import type { ApiErrorCode } from './api-error-codes';

/** The API's one error shape as the browser receives it (server/http/errors.ts makes it). */
export interface ApiErrorInfo {
  /** The HTTP status, or 0 when no answer arrived (network failure, time-out). */
  status: number;
  code: ApiErrorCode | 'network';
  message: string;
  fields: Record<string, string[]>;
  /** Seconds from a Retry-After header, when the answer had one. */
  retryAfter: number | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Reads an axios error (or anything thrown by a request) as the API's error; `fallback` is the message when the answer had none. */
export function readApiError(error: unknown, fallback: string): ApiErrorInfo {
  const response = record(record(error)?.response);
  if (!response) return { status: 0, code: 'network', message: fallback, fields: {}, retryAfter: null };
  const body = record(record(response.data)?.error);
  const headers = record(response.headers);
  const retryAfter = Number(headers?.['retry-after']);
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(record(body?.fields) ?? {})) {
    if (Array.isArray(messages)) fields[name] = messages.filter((m): m is string => typeof m === 'string');
  }
  return {
    status: typeof response.status === 'number' ? response.status : 0,
    code: (typeof body?.code === 'string' ? body.code : 'internal') as ApiErrorCode,
    message: typeof body?.message === 'string' && body.message ? body.message : fallback,
    fields,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/**
 * Whether an API answer is a save refused because someone else saved the
 * record since it was opened (lib/http/record-version.ts): a 409 with
 * `fields.version`. Here rather than beside the schema, so that a form's
 * first load does not carry zod for it.
 */
export function isStaleSave(info: Pick<ApiErrorInfo, 'status' | 'fields'>): boolean {
  return info.status === 409 && info.fields.version !== undefined;
}
