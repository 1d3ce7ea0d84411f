import type { FoundUpload } from './access';

/**
 * The headers of a served upload. Whatever bytes a file holds, the browser
 * takes it for the image type decided at upload (nosniff), runs nothing in it
 * and treats it as a page of no origin if opened directly (CSP sandbox), and
 * saves it under a name the site makes up — never the uploader's. These
 * replace the site-wide CSP and Cache-Control for this route: Next applies the
 * proxy's headers (proxy.ts) before the route runs, and the route's own win.
 */

const EXTENSION: ReadonlyMap<string, string> = new Map([
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/jpeg', 'jpg'],
  ['image/bmp', 'bmp'],
  ['image/x-icon', 'ico'],
]);

export function servedHeaders(upload: Pick<FoundUpload, 'id' | 'purpose' | 'type' | 'sha256'>): Record<string, string> {
  const extension = EXTENSION.get(upload.type);
  // A licence is private: saved rather than shown, and kept by no cache, the browser's included.
  const licence = upload.purpose === 'licence';
  return {
    'Content-Type': extension ? upload.type : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': `${licence ? 'attachment' : 'inline'}; filename="${upload.purpose}-${upload.id}.${extension ?? 'bin'}"`,
    'Cache-Control': licence ? 'private, no-store' : 'public, max-age=31536000, immutable',
    ETag: etagOf(upload),
  };
}

/** The bytes' SHA-256, which names them for good. */
export function etagOf(upload: Pick<FoundUpload, 'sha256'>): string {
  return `"${upload.sha256}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
