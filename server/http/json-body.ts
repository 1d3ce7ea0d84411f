import type { NextApiRequest } from 'next';
import { ApiError, defaultMessage, type ApiLocale } from './errors';
import { inputText, isUtf8 } from './body-encoding';

/**
 * The JSON body of a route that reads it itself: one whose `config` turns
 * Next's body parser off because it stays outside the proxy (proxy.ts: the
 * registration rush's route, where the proxy's work per request doubled its
 * cost). The same rules as Next's parser and the proxy together: at most
 * Next's 1 MB (413 beyond, without reading the rest), UTF-8 only (400), JSON
 * only (400); an empty body is no body.
 */

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function readsOwnBody(req: NextApiRequest): boolean {
  return req.body === undefined && typeof (req as Partial<NodeJS.ReadableStream>).on === 'function';
}

export async function readJsonBody(req: NextApiRequest, locale: ApiLocale): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > JSON_BODY_LIMIT_BYTES) throw new ApiError('payload_too_large', defaultMessage('payload_too_large', locale));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT_BYTES) throw new ApiError('payload_too_large', defaultMessage('payload_too_large', locale));
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
  const language = String(req.headers['accept-language'] ?? '');
  if (!isUtf8(bytes)) throw new ApiError('bad_request', inputText(language, 'bodyEncoding'));
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new ApiError('bad_request', inputText(language, 'bodyJson'));
  }
}
