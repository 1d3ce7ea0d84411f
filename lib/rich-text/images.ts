import { EDITOR_IMAGE_ALT_MAX } from '../constants';

/**
 * Images pasted or dropped into the editor arrive as data URLs; they are
 * uploaded and replaced by the upload's address, so that stored bodies do not
 * carry the bytes. This turns such a data URL back into a file to upload. An
 * uploaded image is then offered a description (its alt text): this finds the
 * image in the document and readies the author's words.
 */

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
};

/** The file a base64 data URL holds (named `<name>.<extension>` after its stated type), or null when it is not one. */
export function dataUrlToFile(dataUrl: string, name = 'pasted-image'): File | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([a-z0-9+/]+=*)$/i.exec(dataUrl.replace(/\s+/g, ''));
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  let binary: string;
  try {
    binary = atob(match[2]!);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], `${name}.${EXTENSIONS[type] ?? 'img'}`, { type });
}

/** One operation of a Quill delta, as far as images are concerned (quill-delta's Op). */
export interface DeltaOp {
  insert?: string | Record<string, unknown>;
  delete?: number;
  retain?: number | Record<string, unknown>;
  attributes?: Record<string, unknown>;
}

function imageOf(op: DeltaOp): string | null {
  const image = typeof op.insert === 'object' ? op.insert.image : undefined;
  return typeof image === 'string' ? image : null;
}

/** The images a change (or a whole document) inserts, by source (each once). */
export function imageSources(ops: readonly DeltaOp[]): string[] {
  return [...new Set(ops.map(imageOf).filter((src): src is string => src !== null))];
}

/** The data-URL images a change inserts (each once). */
export function dataImageSources(ops: readonly DeltaOp[]): string[] {
  return imageSources(ops).filter((src) => /^data:/i.test(src.trim()));
}

/** Where each copy of the image of `src` is in a document (its ops), as editor positions; empty when it is not there. */
export function imagePositions(document: readonly DeltaOp[], src: string): number[] {
  const positions: number[] = [];
  let at = 0;
  for (const op of document) {
    if (imageOf(op) === src) positions.push(at);
    at += typeof op.insert === 'string' ? op.insert.length : 1;
  }
  return positions;
}

/** The author's words for an image made ready to store as its alt text: spaces tidied, at most EDITOR_IMAGE_ALT_MAX characters. */
export function imageDescription(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, EDITOR_IMAGE_ALT_MAX).join('').trim();
}

/**
 * The change that replaces every image of `src` in a document (its ops) with
 * `next`, keeping the image's formats — or removes them when `next` is null.
 * Null when the document has no such image (deleted meanwhile).
 */
export function imageReplacement(document: readonly DeltaOp[], src: string, next: string | null): DeltaOp[] | null {
  const change: DeltaOp[] = [];
  let skipped = 0;
  let found = false;
  for (const op of document) {
    const length = typeof op.insert === 'string' ? op.insert.length : 1;
    if (imageOf(op) !== src) {
      skipped += length;
      continue;
    }
    if (skipped > 0) change.push({ retain: skipped });
    skipped = 0;
    change.push({ delete: 1 });
    if (next !== null) change.push(op.attributes ? { insert: { image: next }, attributes: op.attributes } : { insert: { image: next } });
    found = true;
  }
  return found ? change : null;
}

/** The editor's HTML without images still held as data URLs (they are saved once uploaded, as the upload's address). */
export function withoutDataImages(html: string): string {
  return html.replace(/<img\b[^>]*\bsrc="data:[^"]*"[^>]*>/gi, '');
}
