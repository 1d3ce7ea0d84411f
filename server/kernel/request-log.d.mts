import type { IncomingHttpHeaders } from 'node:http';
import type { LoggerOptions } from 'pino';

export declare const LOG_LEVELS: readonly string[];
export declare const REDACTED_PATHS: readonly string[];
export declare function logOptions(level: string): LoggerOptions;
export declare function logLevelFrom(value?: string): string;
export declare function requestIdFrom(header: string | string[] | undefined): string;
export declare function pathForLog(url?: string): { path: string; query: string[] };
export declare function remoteAddressOf(
  req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } },
  trustProxy: boolean,
): string;
