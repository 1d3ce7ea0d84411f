import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { UPLOAD_MAX_BYTES } from '@/lib/uploads/rules';
import { UploadProblem } from './problem';

/**
 * Reads an upload form (multipart/form-data) from the request stream with
 * busboy: text fields, then one part named `file`. Only the file's bytes
 * decide what it is — its name and declared type are the sender's say; the
 * name is kept only to word a refusal ("named .pdf, but not a PDF").
 * Reading stops at the first byte over the limit (or at any other refusal):
 * the request is unpiped and paused, and the caller answers without waiting
 * for the rest.
 */

export interface UploadForm {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  bytes: Buffer;
  /** The file's name as sent ('' when none): for the wording of a refusal only. */
  filename: string;
}

export interface ReadOptions {
  maxBytes?: number;
  /** How many text fields, and how long each may be (in bytes): an image upload has one short field. */
  fields?: { count: number; size: number };
  /**
   * Called when the file starts, with the fields so far: throw to refuse the
   * upload before its bytes are read (e.g. who may upload for that purpose).
   * It may return a promise (a look-up in the database): the file waits,
   * unread, until it settles, and a rejection refuses the upload.
   */
  beforeFile?: (fields: Readonly<Record<string, string>>) => void | Promise<void>;
}

/** Room for the boundaries and part headers around the file, in a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readUploadForm(
  req: IncomingMessage,
  { maxBytes = UPLOAD_MAX_BYTES, fields: fieldLimits = { count: 8, size: 256 }, beforeFile }: ReadOptions = {},
): Promise<UploadForm> {
  const limitMb = maxBytes / 1024 / 1024;
  // A declared length far over the limit is refused before a byte is read.
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES) throw new UploadProblem('too_large', { limit: limitMb });

  let parser: busboy.Busboy;
  try {
    // fileSize one over the limit: busboy reports 'limit' when a file reaches fileSize, and a file of exactly maxBytes is allowed.
    parser = busboy({
      headers: req.headers,
      // Browsers send a file's name in UTF-8 (a Chinese name stays readable).
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: maxBytes + 1, fields: fieldLimits.count, fieldSize: fieldLimits.size, parts: fieldLimits.count + 2, headerPairs: 20 },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw new UploadProblem('malformed');
  }

  return new Promise<UploadForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let filename = '';
    let fileSeen = false;
    let settled = false;

    const stop = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.pause();
      chunks.length = 0;
      reject(error);
      // Not from inside busboy's own callback (it goes on using the part it is in): once that has returned.
      setImmediate(() => parser.destroy());
    };

    parser.on('field', (name, value, info) => {
      if (fileSeen) return stop(new UploadProblem('field_after_file'));
      if (info.nameTruncated || info.valueTruncated) return stop(new UploadProblem('malformed'));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside the file (or the parser destroyed after a refusal) errs on the file's stream too.
      stream.on('error', () => stop(new UploadProblem('malformed')));
      if (name !== 'file') {
        stream.resume();
        return stop(new UploadProblem('no_file'));
      }
      fileSeen = true;
      filename = info.filename ?? '';
      const read = () => {
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => stop(new UploadProblem('too_large', { limit: limitMb })));
      };
      let ready: void | Promise<void>;
      try {
        ready = beforeFile?.(fields);
      } catch (error) {
        stream.resume();
        return stop(error);
      }
      if (!(ready instanceof Promise)) return read();
      // Until the check has answered, nothing reads the file: busboy stops taking the body (backpressure).
      ready.then(
        () => {
          if (!settled) read();
        },
        (error: unknown) => {
          stream.resume();
          stop(error);
        },
      );
    });
    parser.on('filesLimit', () => stop(new UploadProblem('too_many_files')));
    parser.on('fieldsLimit', () => stop(new UploadProblem('malformed')));
    parser.on('partsLimit', () => stop(new UploadProblem('malformed')));
    parser.on('error', () => stop(new UploadProblem('malformed')));
    parser.on('close', () => {
      if (settled) return;
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) return stop(new UploadProblem('no_file'));
      settled = true;
      resolve({ fields, bytes, filename });
    });
    // A client that goes away mid-upload: the request closes without having ended.
    req.once('error', () => stop(new UploadProblem('malformed')));
    req.once('close', () => {
      if (!req.readableEnded) stop(new UploadProblem('malformed'));
    });
    req.pipe(parser);
  });
}
