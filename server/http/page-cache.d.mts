import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const NOT_FOUND_SECONDS: number;
export declare const REFRESH_HEADER: string;

export interface CacheDirectives {
  public: boolean;
  private: boolean;
  noStore: boolean;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export declare function cacheDirectives(header: string | string[] | number | undefined): CacheDirectives;
export declare function mayUseCache(req: IncomingMessage): boolean;
export declare function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';

export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse, render: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<void>;
  clear(): void;
  stats(): { pages: number; bytes: number };
}

export declare function createPageCache(options: {
  maxBytes: number;
  refresh?: (url: string, headers: Record<string, string>) => Promise<void>;
  now?: () => number;
}): PageCache;
