import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from './env';
import { logOptions } from './request-log.mjs';

/**
 * The process's logger: JSON lines (pino) on stdout, at LOG_LEVEL. Under the
 * production server (scripts/serve.mjs) it is that server's own logger, which
 * it puts on globalThis — one stream and one format for the request log and the
 * app's messages; under `next start`, `next dev`, the scripts and the tests, one
 * made here with the same options. Credentials in headers are redacted (see
 * server/kernel/request-log.mjs); never log a body, a password or a token.
 */

const globalForLog = globalThis as unknown as { __tmzLogger?: Logger };

/** A logger with the site's options, writing to `destination` (default stdout). */
export function createLogger(destination?: DestinationStream, level: string = env().LOG_LEVEL): Logger {
  return destination ? pino(logOptions(level), destination) : pino(logOptions(level));
}

export function log(): Logger {
  globalForLog.__tmzLogger ??= createLogger();
  return globalForLog.__tmzLogger;
}

/** Makes `log()` answer with this logger (tests read what the code logs). */
export function setLogger(logger: Logger): void {
  globalForLog.__tmzLogger = logger;
}
