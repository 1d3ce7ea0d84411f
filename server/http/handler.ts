import type { NextApiRequest, NextApiResponse } from 'next';
import type { ZodType } from 'zod';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { fieldErrors } from '@/lib/http/field-errors';
import { sessionOfKind } from '../auth/api-auth';
import type { CurrentSession, UserKind } from '../auth/sessions';
import { currentSession } from '../auth/viewer';
import { database as openDatabase, type Database, type Db } from '../db';
import { env } from '../kernel/env';
import { withRequestOrigin } from '../kernel/site-config';
import { pathForLog, requestIdFrom } from '../kernel/request-log.mjs';
import { serverTranslator } from '../kernel/i18n';
import { log } from '../kernel/log';
import { ApiError, defaultMessage, withReference, type ApiErrorBody, type ApiLocale } from './errors';
import { guardBody, guardQuery } from './input-guard';
import { readJsonBody, readsOwnBody } from './json-body';
import { siteSecurityHeaders } from './security-headers';

/**
 * The one wrapper of every API route (docs/style.md "The API"): a handler per
 * method, 405 with `Allow` for the rest, query and body parsed with zod
 * (malformed → 400 `validation_failed` with field paths), Origin checked on
 * state-changing methods, and every error in the one shape, in the request's
 * language. Unexpected errors are logged and answered 500 without details.
 * Before any schema sees them, the query and the body pass the input guard
 * (input-guard.ts): control characters, lone surrogates and oversized text
 * are a 400; free-text search is cleaned. (Bytes that are not UTF-8 were
 * refused by the proxy.)
 * A method that declares `access` is refused (401/403) to anyone else before
 * its query and body are read, whatever they send.
 */

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiContext<Q, B> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  locale: ApiLocale;
  /** The site's database, open before the handler runs (not for a method that declares `database: false`). */
  db: Db;
  /** The database with its kind (embedded or PostgreSQL), for the few callers that need to know which. */
  database: Database;
  /**
   * The caller's session when there is one, for a method open to everyone that acts for a logged-in
   * caller too (read once per request). A method for some accounts only declares `access` and gets `session`.
   */
  viewer: () => Promise<CurrentSession | null>;
}

/** Account kinds a method is for. */
export type Access = readonly UserKind[];

/** The caller's session in the context of a method that declares `access`. */
type SessionOf<K> = K extends Access ? { session: CurrentSession } : { session?: undefined };

/** What a handler returns: a JSON body (status 200), or a status with a body and headers. */
export type ApiResult = { status: number; body?: unknown; headers?: Record<string, string> };

interface MethodSpec<Q, B, K extends Access | undefined = undefined> {
  /**
   * Who may call it: checked first (401 without a session, 403 for other kinds),
   * so a caller who may not use it learns nothing from its validation; the
   * handler gets the `session`.
   */
  access?: K;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /**
   * The handler reads a multipart/form-data body itself, from the request
   * stream (its route's `config` turns Next's body parser off; no `body`
   * schema then): any other content type is answered 415 before it runs.
   */
  multipart?: boolean;
  /** `false` for the few methods that must answer without the database (the health checks): `db` is then absent. */
  database?: false;
  handle: (ctx: ApiContext<Q, B> & SessionOf<K>) => Promise<unknown>;
}

/** Declares one method's handler with its schemas, so that the query and body types flow from them. */
export function method<Q = Record<string, never>, B = undefined, K extends Access | undefined = undefined>(spec: MethodSpec<Q, B, K>): MethodSpec<Q, B, K> {
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


/**
 * Where a state-changing request comes from: its Origin, else the origin of its
 * Referer ("null" and unreadable values count as foreign), else unknown — a
 * request with neither is not a browser's request from another site.
 */
function requestSource(req: NextApiRequest): string | null {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Only the site's own address and the host the request came to may send state-changing requests. */
export function originAllowed(req: NextApiRequest, siteUrl = env().SITE_URL): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const source = requestSource(req);
  if (source === null) return true;
  try {
    const { host, origin } = new URL(source);
    if (origin === 'null' || !host) return false;
    return host === req.headers.host || origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * What the log keeps of an unexpected error. A failed database query's
 * message lists its parameters, which may be a password hash or personal data:
 * the log gets the query text and the database's own error instead.
 */
export function forLog(error: unknown): unknown {
  const record = error as { query?: unknown; params?: unknown; cause?: { message?: unknown; code?: unknown } } | null;
  if (record && typeof record.query === 'string' && Array.isArray(record.params)) {
    return { query: record.query, cause: record.cause?.message, code: record.cause?.code };
  }
  return error;
}

function mediaType(req: NextApiRequest): string {
  return String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJson(req: NextApiRequest): boolean {
  const type = mediaType(req);
  return type === 'application/json' || type.endsWith('+json');
}

/** Field messages that name a translation key (the shared form schemas' messages) are answered in the request's language. */
async function localiseFields(fields: Record<string, string[]>, locale: ApiLocale): Promise<Record<string, string[]>> {
  const namespaces = new Set<string>();
  for (const messages of Object.values(fields)) {
    for (const message of messages) if (TRANSLATION_KEY.test(message)) namespaces.add(message.split(':')[0]!);
  }
  if (namespaces.size === 0) return fields;
  const translator = await serverTranslator(locale, [...namespaces]);
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [
      name,
      messages.map((message) => (TRANSLATION_KEY.test(message) ? translator.t(message) : message)),
    ]),
  );
}

/**
 * The request's id (scripts/serve.mjs sets it from nginx's X-Request-Id or makes one; `next start` does not, so
 * it is made here then): the log's `reqId`, sent back in X-Request-Id.
 */
function requestReference(req: NextApiRequest, res: NextApiResponse): string {
  const id = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  if (!res.getHeader('X-Request-Id')) res.setHeader('X-Request-Id', id);
  return id;
}

async function sendError(req: NextApiRequest, res: NextApiResponse, error: ApiError, locale: ApiLocale) {
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  const message = error.message || defaultMessage(error.code, locale);
  // A server error carries the request's id, which the log has; an unexpected one names it in its message, as
  // something to quote when writing to the site (a 503 a route gives on purpose says what to do instead).
  const reference = error.status >= 500 ? requestReference(req, res) : undefined;
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: reference && error.code === 'internal' ? withReference(message, reference, locale) : message,
      ...(error.fields ? { fields: await localiseFields(error.fields, locale) } : {}),
      ...(reference ? { reference } : {}),
    },
  };
  res.status(error.status).json(body);
}

/** The field key of an issue with the input as a whole ("_"): a body or query that is not an object at all. */
const WHOLE = '_';

function parse(schema: ZodType | undefined, value: unknown, locale: ApiLocale): never {
  if (!schema) return undefined as never;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as never;
  const fields = fieldErrors(parsed.error);
  // zod's own words for the whole input ("Invalid input: expected object…") would reach the caller in English.
  if (fields[WHOLE]) fields[WHOLE] = fields[WHOLE].map((message) => (TRANSLATION_KEY.test(message) ? message : 'common:input.bodyShape'));
  throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), fields);
}

/** The input guard: a 400 for what no route may receive (the guard cleans `q` in req.query itself). */
function guardInput(req: NextApiRequest, multipart: boolean, locale: ApiLocale): void {
  const queryProblems = guardQuery(req.query);
  const problems = { ...queryProblems, ...(multipart ? {} : guardBody(req.body)) };
  if (Object.keys(problems).length > 0) {
    throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), problems);
  }
}

/** Any method's spec, whatever its query and body types. */
interface AnyMethodSpec {
  access?: Access;
  query?: ZodType;
  body?: ZodType;
  multipart?: boolean;
  database?: false;
  handle: (ctx: ApiContext<never, never> & { session: never }) => Promise<unknown>;
}

export function apiRoute(handlers: Partial<Record<Method, AnyMethodSpec>>) {
  const allowed = Object.keys(handlers).sort();
  // Addresses in answers (a calendar file's link) name the one asked at when SITE_URL is not set.
  return (req: NextApiRequest, res: NextApiResponse) => withRequestOrigin(req, () => handle(req, res));

  async function handle(req: NextApiRequest, res: NextApiResponse) {
    const locale = requestLocale(req);
    res.setHeader('Cache-Control', 'no-store');
    // The proxy adds them too; a route outside it (see proxy.ts) has them from here.
    for (const [name, value] of siteSecurityHeaders()) res.setHeader(name, value);
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
      const session = spec.access ? sessionOfKind(await currentSession(req, res), spec.access, locale) : undefined;
      // A route that reads a body reads JSON: a form of another site can post only urlencoded, multipart or
      // plain text without asking first, so refusing those closes the door old browsers leave open (no Origin).
      if (STATE_CHANGING.has(req.method ?? '') && spec.body && !isJson(req)) {
        throw new ApiError('unsupported_media_type', defaultMessage('unsupported_media_type', locale));
      }
      // An upload route is open to forms of other sites by its content type, so the Origin check above is its
      // guard; without a session cookie (SameSite=Lax: not sent on another site's POST) it acts for nobody.
      if (spec.multipart && mediaType(req) !== 'multipart/form-data') {
        throw new ApiError('unsupported_media_type', defaultMessage('unsupported_media_type', locale));
      }
      if (STATE_CHANGING.has(req.method ?? '') && spec.body && readsOwnBody(req)) req.body = await readJsonBody(req, locale);
      guardInput(req, Boolean(spec.multipart), locale);
      const query = parse(spec.query, req.query, locale);
      const body = parse(spec.body, req.body, locale);
      const opened = spec.database === false ? undefined : await openDatabase();
      const value = await spec.handle({
        req,
        res,
        query,
        body,
        locale,
        session: session as never,
        db: opened?.db as Db,
        database: opened as Database,
        viewer: () => currentSession(req, res),
      });
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
        await sendError(req, res, error, locale);
        return;
      }
      const { path, query } = pathForLog(req.url);
      log().error({ reqId: requestReference(req, res), method: req.method, path, query, err: forLog(error) }, 'API request failed');
      await sendError(req, res, new ApiError('internal', defaultMessage('internal', locale)), locale);
    }
  }
}
