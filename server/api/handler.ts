import type { NextApiRequest, NextApiResponse } from 'next';
import { z, type ZodType } from 'zod';
import { env } from '../env';
import { ApiError, defaultMessage, type ApiErrorBody, type ApiLocale } from './errors';

/**
 * The one wrapper of every API route (STYLE.md "The API"): a handler per
 * method, 405 with `Allow` for the rest, query and body parsed with zod
 * (malformed → 400 `validation_failed` with field paths), Origin checked on
 * state-changing methods, and every error in the one shape, in the request's
 * language. Unexpected errors are logged and answered 500 without details.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiContext<Q, B> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  locale: ApiLocale;
}

/** What a handler returns: a JSON body (status 200), or a status with a body and headers. */
export type ApiResult = { status: number; body?: unknown; headers?: Record<string, string> };

interface MethodSpec<Q, B> {
  query?: ZodType<Q>;
  body?: ZodType<B>;
  handle: (ctx: ApiContext<Q, B>) => Promise<unknown>;
}

/** Declares one method's handler with its schemas, so that the query and body types flow from them. */
export function method<Q = Record<string, never>, B = undefined>(spec: MethodSpec<Q, B>): MethodSpec<Q, B> {
  return spec;
}

export function result(status: number, body?: unknown, headers?: Record<string, string>): ApiResult & { __result: true } {
  return { status, body, headers, __result: true };
}

function isResult(value: unknown): value is ApiResult {
  return typeof value === 'object' && value !== null && '__result' in value;
}

export function requestLocale(req: Pick<NextApiRequest, 'headers'>): ApiLocale {
  const lang = String(req.headers['accept-language'] ?? '').trim().toLowerCase();
  return lang.startsWith('en') ? 'en' : 'zh-CN';
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Only these origins may send state-changing requests: the site's own address and the host the request came to. */
function originAllowed(req: NextApiRequest): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser request across sites: browsers send Origin on these methods
  try {
    const { host } = new URL(origin);
    if (host === req.headers.host) return true;
    return new URL(env().SITE_URL).host === host;
  } catch {
    return false;
  }
}

function sendError(res: NextApiResponse, error: ApiError, locale: ApiLocale) {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message || defaultMessage(error.code, locale),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
  res.status(error.status).json(body);
}

function parse(schema: ZodType | undefined, value: unknown, locale: ApiLocale): never {
  if (!schema) return undefined as never;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as never;
  throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), fieldErrors(parsed.error));
}

/** Any method's spec, whatever its query and body types. */
interface AnyMethodSpec {
  query?: ZodType;
  body?: ZodType;
  handle: (ctx: ApiContext<never, never>) => Promise<unknown>;
}

export function apiRoute(handlers: Partial<Record<Method, AnyMethodSpec>>) {
  const allowed = Object.keys(handlers).sort();
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    const locale = requestLocale(req);
    res.setHeader('Cache-Control', 'no-store');
    try {
      const spec = handlers[(req.method ?? 'GET') as Method];
      if (!spec) {
        throw new ApiError('method_not_allowed', defaultMessage('method_not_allowed', locale), undefined, {
          Allow: allowed.join(', '),
        });
      }
      if (STATE_CHANGING.has(req.method ?? '') && !originAllowed(req)) {
        throw new ApiError('forbidden', defaultMessage('forbidden', locale));
      }
      const query = parse(spec.query, req.query, locale);
      const body = parse(spec.body, req.body, locale);
      const value = await spec.handle({ req, res, query, body, locale });
      if (res.headersSent) return;
      if (isResult(value)) {
        for (const [name, headerValue] of Object.entries(value.headers ?? {})) res.setHeader(name, headerValue);
        if (value.body === undefined) res.status(value.status).end();
        else res.status(value.status).json(value.body);
        return;
      }
      res.status(200).json(value);
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(res, error, locale);
        return;
      }
      console.error(`API ${req.method} ${req.url} failed`, error);
      sendError(res, new ApiError('internal', defaultMessage('internal', locale)), locale);
    }
  };
}
