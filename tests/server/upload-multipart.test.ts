import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { readUploadForm, type ReadOptions } from '@/server/uploads/parse-multipart';
import { UploadProblem } from '@/server/uploads/problem';
import { CLOSING, CountingStream, MULTIPART_TYPE, chunksOf, multipartBody, partHead, type Part } from './support/multipart';

/** Reading the upload form from the request stream (server/uploads/parse-multipart.ts), with small limits. */

function request(body: Buffer | Iterable<Buffer>, headers: Record<string, string> = {}) {
  const stream = new CountingStream(Buffer.isBuffer(body) ? chunksOf(body, 256) : body);
  return Object.assign(stream, { headers: { 'content-type': MULTIPART_TYPE, ...headers } });
}

const read = (req: ReturnType<typeof request> | PassThrough, options: ReadOptions = {}) =>
  readUploadForm(req as unknown as IncomingMessage, { maxBytes: 1000, ...options });

async function refusal(promise: Promise<unknown>): Promise<UploadProblem> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UploadProblem)) throw new Error(`expected an UploadProblem, got ${String(error)}`);
  return error;
}

const file = (bytes: Buffer): Part => ({ name: 'file', filename: 'a.png', type: 'image/png', bytes });

describe('readUploadForm', () => {
  it('reads the fields before the file and the file’s bytes', async () => {
    const bytes = Buffer.alloc(1000, 7);
    const form = await read(request(multipartBody([{ name: 'purpose', value: 'licence' }, file(bytes)])));
    expect(form.fields).toEqual({ purpose: 'licence' });
    expect(form.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a file one byte over the limit', async () => {
    expect(await refusal(read(request(multipartBody([file(Buffer.alloc(1001, 7))]))))).toMatchObject({ reason: 'too_large', values: { limit: 1000 / 1024 / 1024 } });
  });

  it('stops reading at the limit: what was pulled is the limit and the stream’s read-ahead (16 kB), not the body', async () => {
    const req = request(multipartBody([file(Buffer.alloc(200_000, 7))]));
    expect(await refusal(read(req))).toMatchObject({ reason: 'too_large' });
    expect(req.pulled).toBeLessThan(1000 + 16 * 1024 + 1024);
  });

  it('asks beforeFile with the fields so far, and a refusal there ends the reading before the file', async () => {
    const seen: Record<string, string>[] = [];
    const refused = new Error('not you');
    const req = request(multipartBody([{ name: 'purpose', value: 'image' }, file(Buffer.alloc(900, 7))]));
    const error = await read(req, {
      maxBytes: 100_000,
      beforeFile: (fields) => {
        seen.push({ ...fields });
        throw refused;
      },
    }).catch((thrown: unknown) => thrown);
    expect(error).toBe(refused);
    expect(seen).toEqual([{ purpose: 'image' }]);
  });

  it('refuses a file under another field name, and a field after the file', async () => {
    expect(await refusal(read(request(multipartBody([{ name: 'image', filename: 'a.png', bytes: Buffer.from('x') }]))))).toMatchObject({ reason: 'no_file' });
    expect(await refusal(read(request(multipartBody([file(Buffer.from('x')), { name: 'purpose', value: 'image' }]))))).toMatchObject({
      reason: 'field_after_file',
    });
  });

  it('refuses a body that ends inside the file, and a content type without a boundary', async () => {
    const cut = Buffer.concat([partHead(file(Buffer.alloc(0))), Buffer.alloc(50, 7)]);
    expect(await refusal(read(request(cut)))).toMatchObject({ reason: 'malformed' });
    expect(await refusal(read(request(multipartBody([file(Buffer.from('x'))]), { 'content-type': 'multipart/form-data' })))).toMatchObject({
      reason: 'malformed',
    });
  });

  it('refuses an upload whose sender goes away half way', async () => {
    const req = Object.assign(new PassThrough(), { headers: { 'content-type': MULTIPART_TYPE } });
    const reading = read(req);
    req.write(Buffer.concat([partHead(file(Buffer.alloc(0))), Buffer.alloc(50, 7)]));
    req.destroy();
    expect(await refusal(reading)).toMatchObject({ reason: 'malformed' });
  });

  it('refuses a form with nothing in its file', async () => {
    expect(await refusal(read(request(Buffer.concat([partHead(file(Buffer.alloc(0))), Buffer.from('\r\n'), CLOSING]))))).toMatchObject({
      reason: 'no_file',
    });
  });
});
