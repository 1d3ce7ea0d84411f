import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { callApi, type ApiAnswer } from './api';

/**
 * Multipart requests for the upload route: a body built as a browser's
 * FormData would send it, streamed to the route in chunks while counting how
 * much of it the route pulled (to see that a refused upload is not read to
 * its end), and the fixture files of tests/server/fixtures/uploads.
 */

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Buffer };

export const BOUNDARY = '----tmz-test-Y2hhbmdlLW1l';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export function fixture(name: string): Buffer {
  return readFileSync(join(__dirname, '../fixtures/uploads', name));
}

/** The head of one part: boundary line and headers (a file's body or a field's value follows, then CRLF). */
export function partHead(part: Part): Buffer {
  const disposition =
    'filename' in part ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
  const type = 'filename' in part ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
}

export const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

export function multipartBody(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [partHead(part), 'filename' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n')]),
    CLOSING,
  ]);
}

/** A request body handed out in chunks as it is read; `pulled` is how many bytes the reader has asked for so far. */
export class CountingStream extends Readable {
  pulled = 0;
  private readonly pieces: Iterator<Buffer>;

  constructor(pieces: Iterable<Buffer>) {
    super();
    this.pieces = pieces[Symbol.iterator]();
  }

  override _read() {
    const next = this.pieces.next();
    if (next.done) {
      this.push(null);
      return;
    }
    this.pulled += next.value.length;
    this.push(next.value);
  }
}

/** A buffer in chunks of 16 kB. */
export function* chunksOf(body: Buffer, size = 16 * 1024): Generator<Buffer> {
  for (let start = 0; start < body.length; start += size) yield body.subarray(start, start + size);
}

export interface UploadCall {
  cookie?: string;
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/** Posts a body (a built one, or chunks made as they are read) to the route as multipart/form-data. */
export async function postMultipart(
  route: Route,
  body: Buffer | Iterable<Buffer>,
  call: UploadCall = {},
): Promise<ApiAnswer & { stream: CountingStream }> {
  const stream = new CountingStream(Buffer.isBuffer(body) ? chunksOf(body) : body);
  const answer = await callApi(route, {
    method: 'POST',
    stream,
    ip: call.ip,
    headers: {
      'content-type': MULTIPART_TYPE,
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...(call.lang ? { 'accept-language': call.lang } : {}),
      ...call.headers,
    },
  });
  return { ...answer, stream };
}
