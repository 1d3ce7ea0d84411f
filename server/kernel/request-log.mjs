// @ts-check
import { isIP } from 'node:net';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/**
 * What the production server (scripts/serve.mjs) and the app's logger
 * (server/kernel/log.ts) share: the pino options, and how a request is named in the
 * log — its id, its path without query values, the client's address. Plain
 * JavaScript, since scripts/serve.mjs runs under `node` without a compiler
 * (types: request-log.d.mts).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Headers that carry credentials, wherever a logged object holds them; bodies are never logged at all. */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'body',
  '*.body',
];

/** @param {string} level */
export function logOptions(level) {
  return {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** LOG_LEVEL as set (default info); throws on a level pino does not know. */
export function logLevelFrom(value = '') {
  const level = value.trim() || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')} (got ${value})`);
  return level;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The request's id: the one a proxy sent in X-Request-Id (nginx: $request_id) when it is a sane token —
 * at most 100 of [A-Za-z0-9._-] — so that the proxy's log and ours name the same request; else a new one.
 * @param {string | string[] | undefined} header
 */
export function requestIdFrom(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * The path of a request URL and the names of its query parameters, never their values (a look-up code,
 * a mobile number or a token can travel there).
 * @param {string | undefined} url
 */
export function pathForLog(url = '/') {
  const mark = url.indexOf('?');
  // A ticket link's path is its capability (/t/{code}{key}, sent in SMS and e-mails): logged without it.
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(/^((?:\/en)?\/t\/)[^/]+/, '$1:ticket');
  if (mark === -1) return { path, query: [] };
  const keys = new Set();
  for (const part of url.slice(mark + 1).split('&')) {
    if (!part) continue;
    const name = part.split('=')[0] ?? '';
    try {
      keys.add(decodeURIComponent(name.replace(/\+/g, ' ')));
    } catch {
      keys.add(name);
    }
  }
  return { path, query: [...keys] };
}

/**
 * The client's address: the socket's peer or, with TRUST_PROXY=1 (a proxy that replaces X-Forwarded-For),
 * the header's first address — the same rule as server/auth/client-address.ts, which throttles by it.
 * @param {{ headers: import('node:http').IncomingHttpHeaders; socket?: { remoteAddress?: string } }} req
 * @param {boolean} trustProxy
 */
export function remoteAddressOf(req, trustProxy) {
  let address = req.socket?.remoteAddress ?? '';
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first && isIP(first)) address = first;
  }
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
