import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileTypeFromBuffer } from 'file-type';
import {
  SOURCING_FILE_NAME_MAX,
  SOURCING_IMAGE_MAX_BYTES,
  SOURCING_PDF_MAX_BYTES,
  type SourcingFileType,
} from '@/lib/sourcing/rules';
import type { SourcingFileView } from '@/lib/sourcing/views';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db';
import { uploadBlobs, uploads } from '../db/schema';
import { ApiError, type ApiErrorCode, type ApiLocale } from '../http/errors';
import { attachment } from '../kernel/csv';
import type { FoundUpload } from '../uploads/access';
import { inspectImage } from '../uploads/inspect-image';
import { readUploadForm } from '../uploads/parse-multipart';
import { UploadProblem, type UploadProblemReason } from '../uploads/problem';
import { etagMatches, etagOf } from '../uploads/serve';
import { blobBytes, saveUpload, type KeptFile } from '../uploads/store';
import { sourcingText } from './api-messages';

/**
 * Sourcing files: the images and PDFs attached to a sourcing request (5 at most) and, later, to a quote (3 at
 * most). One kind of upload (purpose `sourcing`) for both, so that a quote's attachments reuse all of this:
 * - `receiveSourcingFile` reads one file from a multipart body (POST /api/sourcing/files) and inspects it by
 *   its bytes (`inspectSourcingFile`): PNG, JPEG and GIF through the image uploads' inspection (re-encoded,
 *   metadata dropped, pixel floods refused), at most 5 MB; a PDF whole (`%%EOF` in its last kilobyte), at most
 *   10 MB. Anything else — whatever its name says — is refused.
 * - `saveSourcingFile` keeps it as an upload owned by the account that sent it (the same bytes again answer
 *   the same upload); `ownSourcingFiles` checks that the ids a form names are that account's sourcing files.
 * - `sendSourcingFile` serves one, after the caller has checked who may read it (attachments.ts for a
 *   request): `attachment` under the buyer's name for it, its type as decided at upload, `nosniff`, a sandbox
 *   CSP and `private, no-store` — never /api/uploads, which refuses this purpose.
 * A quote's table of attachments would hold (quote id, upload id, name) as sourcing_request_attachments does,
 * call ownSourcingFiles when the quote is saved and sendSourcingFile behind its own access rule.
 */

/** file-type's answers for the allowed types. */
const IMAGES: ReadonlyMap<string, SourcingFileType> = new Map([
  ['png', 'image/png'],
  ['apng', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['gif', 'image/gif'],
]);

/** The extensions a name may claim an allowed type by, and how the type is named in a refusal. */
const NAMED: ReadonlyMap<string, string> = new Map([
  ['pdf', 'PDF'],
  ['png', 'PNG'],
  ['jpg', 'JPEG'],
  ['jpeg', 'JPEG'],
  ['gif', 'GIF'],
]);

const EXTENSION: Readonly<Record<SourcingFileType, string>> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** The last bytes a PDF reader searches for the end-of-file marker. */
const PDF_TAIL_BYTES = 1024;

const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

export async function inspectSourcingFile(input: Buffer, filename = ''): Promise<KeptFile> {
  if (input.length === 0) throw new UploadProblem('no_file');
  const sniffed = await fileTypeFromBuffer(input);
  if (sniffed?.ext === 'pdf') {
    if (input.length > SOURCING_PDF_MAX_BYTES) throw new UploadProblem('too_large', { limit: SOURCING_PDF_MAX_BYTES / 1024 / 1024 });
    if (!input.subarray(-PDF_TAIL_BYTES).includes('%%EOF')) throw new UploadProblem('undecodable');
    return { type: 'application/pdf', bytes: input, width: 0, height: 0 };
  }
  if (sniffed && IMAGES.has(sniffed.ext)) {
    if (input.length > SOURCING_IMAGE_MAX_BYTES) throw new UploadProblem('too_large', { limit: SOURCING_IMAGE_MAX_BYTES / 1024 / 1024 });
    const image = await inspectImage(input);
    return { type: image.type, bytes: image.bytes, width: image.width, height: image.height };
  }
  const extension = extensionOf(filename);
  const kind = NAMED.get(extension);
  if (kind) throw new UploadProblem('not_as_named', { extension, kind });
  throw new UploadProblem('unsupported_type');
}

/**
 * The name a file is kept under: the last part of the name sent (no folders), without control characters or
 * quotes, at most SOURCING_FILE_NAME_MAX characters, its extension made the one of its type (a PDF named
 * `photo.jpg` is offered as `photo.pdf`).
 */
export function sourcingFileName(sent: string, type: string): string {
  const extension = EXTENSION[type as SourcingFileType] ?? 'bin';
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:]/gu, '')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const stem = [...(base || 'file')].slice(0, SOURCING_FILE_NAME_MAX - extension.length - 1).join('');
  return `${stem}.${extension}`;
}

/** Reads one sourcing file from a multipart body (field `file`, no other fields needed) and inspects it. */
export async function receiveSourcingFile(req: IncomingMessage): Promise<{ file: KeptFile; name: string }> {
  const form = await readUploadForm(req, { maxBytes: SOURCING_PDF_MAX_BYTES, fields: { count: 2, size: 256 } });
  const file = await inspectSourcingFile(form.bytes, form.filename);
  return { file, name: sourcingFileName(form.filename, file.type) };
}

/** Keeps the file as the account's sourcing upload; the same bytes sent again answer the earlier upload. */
export async function saveSourcingFile(db: Db, file: KeptFile, ownerId: number): Promise<{ upload: FoundUpload; created: boolean }> {
  return saveUpload(db, { image: file, purpose: 'sourcing', ownerId });
}

export function sourcingFileView(upload: Pick<FoundUpload, 'id' | 'type' | 'size'>, name: string): SourcingFileView {
  return { id: upload.id, name, type: upload.type, size: upload.size };
}

/** Of these upload ids, those that are the account's own sourcing files, with their type and size. */
export async function ownSourcingFiles(db: Executor, ownerId: number, ids: readonly string[]): Promise<Map<string, { type: string; size: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, type: uploadBlobs.type, size: uploadBlobs.size })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.sha256, uploads.sha256))
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.purpose, 'sourcing'), eq(uploads.ownerId, ownerId)));
  return new Map(rows.map((row) => [row.id, { type: row.type, size: row.size }]));
}

/** The headers of a served sourcing file: saved under its name, never run or sniffed, kept by no shared cache. */
export function sourcingFileHeaders(upload: Pick<FoundUpload, 'id' | 'type' | 'size' | 'sha256'>, name: string): Record<string, string> {
  const known = upload.type in EXTENSION;
  const extension = EXTENSION[upload.type as SourcingFileType] ?? 'bin';
  return {
    'Content-Type': known ? upload.type : 'application/octet-stream',
    'Content-Length': String(upload.size),
    'Content-Disposition': attachment(`file-${upload.id}.${extension}`, name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ETag: etagOf(upload),
  };
}

/** Answers the file's bytes (or 304 / a HEAD's headers). Only after the caller has decided the viewer may read it. */
export async function sendSourcingFile(
  db: Db,
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  res: Pick<ServerResponse, 'setHeader' | 'end'> & { status: (code: number) => { end: (body?: Buffer) => void } },
  upload: Pick<FoundUpload, 'id' | 'type' | 'size' | 'sha256'>,
  name: string,
): Promise<void> {
  for (const [header, value] of Object.entries(sourcingFileHeaders(upload, name))) res.setHeader(header, value);
  if (etagMatches(req.headers['if-none-match'], etagOf(upload))) return void res.status(304).end();
  if (req.method === 'HEAD') return void res.status(200).end();
  const bytes = await blobBytes(db, upload.sha256);
  if (!bytes) throw new Error(`sourcing file ${upload.id} has no blob`);
  res.status(200).end(bytes);
}

/** What each refusal of a sourcing file answers (the `sourcing:files` messages). */
const ANSWER: Partial<Record<UploadProblemReason, { code: ApiErrorCode; key: string }>> = {
  no_file: { code: 'bad_request', key: 'files.empty' },
  too_many_files: { code: 'bad_request', key: 'files.oneAtATime' },
  too_large: { code: 'payload_too_large', key: 'files.tooLarge' },
  too_many_pixels: { code: 'payload_too_large', key: 'files.tooManyPixels' },
  too_many_frames: { code: 'payload_too_large', key: 'files.tooManyPixels' },
  unsupported_type: { code: 'unsupported_media_type', key: 'files.type' },
  undecodable: { code: 'unsupported_media_type', key: 'files.unreadable' },
  not_as_named: { code: 'unsupported_media_type', key: 'files.notAsNamed' },
};

export async function sourcingFileError(problem: UploadProblem, locale: ApiLocale): Promise<ApiError> {
  const answer = ANSWER[problem.reason] ?? { code: 'bad_request' as const, key: 'files.malformed' };
  return new ApiError(answer.code, await sourcingText(locale, answer.key, { limit: SOURCING_PDF_MAX_BYTES / 1024 / 1024, ...problem.values }));
}
