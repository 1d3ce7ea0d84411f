import { EDITOR_IMAGE_TYPES } from '../constants';

/**
 * What the upload form and POST /api/uploads agree on, without zod (so a page
 * can check a chosen file before loading the API client). The server decides
 * from the bytes; the browser's check only spares a pointless upload.
 */

/** The most bytes an upload may have (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels (width × height) an image may have: 40 megapixels, so a tiny file cannot claim a huge canvas. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** The types an upload may have, decided from its bytes: the editor's image types. */
export const UPLOAD_TYPES = EDITOR_IMAGE_TYPES;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Types a browser may declare for a file of an allowed type (Windows names icons image/vnd.microsoft.icon). */
const DECLARED_TYPES: ReadonlySet<string> = new Set<string>([...UPLOAD_TYPES, 'image/vnd.microsoft.icon', 'image/jpg', 'image/pjpeg']);

/** For `<input type="file" accept>`: the types and their usual extensions (some systems match on one, some on the other). */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, 'image/vnd.microsoft.icon', '.png', '.gif', '.jpg', '.jpeg', '.bmp', '.ico'].join(',');

/** Why a chosen file will not be accepted: a key of the `uploads` namespace and its values. */
export interface UploadProblemText {
  key: 'uploads:errors.noFile' | 'uploads:errors.tooLarge' | 'uploads:errors.unsupportedType';
  values: Record<string, number>;
}

/**
 * A check of a chosen file before it is sent: empty, over 5 MB, or declared as
 * a type that is not allowed. A file without a declared type passes (the
 * server reads its bytes). Show it with `t(problem.key, problem.values)`.
 */
export function describeUploadProblem(file: Pick<File, 'size' | 'type'>): UploadProblemText | null {
  if (file.size === 0) return { key: 'uploads:errors.noFile', values: {} };
  if (file.size > UPLOAD_MAX_BYTES) return { key: 'uploads:errors.tooLarge', values: { limit: UPLOAD_MAX_BYTES / 1024 / 1024 } };
  const declared = file.type.trim().toLowerCase();
  if (declared !== '' && !DECLARED_TYPES.has(declared)) return { key: 'uploads:errors.unsupportedType', values: {} };
  return null;
}
