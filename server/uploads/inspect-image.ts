import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS, type UploadType } from '@/lib/uploads/rules';
import { bmpIsWhole, icoImages } from './kept-formats';
import { UploadProblem } from './problem';

/**
 * What an uploaded file is, from its bytes alone (never its name or declared
 * type), and the bytes to keep: the type is sniffed with file-type; the
 * dimensions are read from the header with image-size before anything is
 * decoded, so a small file claiming a huge canvas (a pixel flood) is refused
 * before sharp allocates it; PNG, JPEG and GIF are then decoded and encoded
 * anew with sharp, which keeps the pixels and nothing else — metadata, text
 * chunks and anything appended after the image's end (a polyglot's HTML or
 * script) do not survive. BMP and ICO are kept as they are (kept-formats.ts).
 */

export interface InspectedImage {
  type: UploadType;
  /** The bytes to store: re-encoded, or the upload's own for BMP and ICO. */
  bytes: Buffer;
  width: number;
  height: number;
  reencoded: boolean;
}

/** file-type's answers (by extension) for the allowed types, as the stored type. */
const SNIFFED: ReadonlyMap<string, UploadType> = new Map([
  ['png', 'image/png'],
  // An animated PNG is a PNG to every browser; re-encoded, it keeps its first frame.
  ['apng', 'image/png'],
  ['gif', 'image/gif'],
  ['jpg', 'image/jpeg'],
  ['bmp', 'image/bmp'],
  // Stored as image/x-icon, whichever name the icon type goes by (image/vnd.microsoft.icon too). Cursors (.cur),
  // which file-type also calls image/x-icon, are not accepted.
  ['ico', 'image/x-icon'],
]);

/** image-size's name of each type, which must agree with file-type's. */
const SIZE_TYPE: Readonly<Record<UploadType, string>> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
};

type Reencoded = Extract<UploadType, 'image/png' | 'image/gif' | 'image/jpeg'>;
const isReencoded = (type: UploadType): type is Reencoded => type === 'image/png' || type === 'image/gif' || type === 'image/jpeg';

/** sharp's name of each re-encoded type (what its metadata says the input is). */
const SHARP_FORMAT: Readonly<Record<Reencoded, string>> = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpeg' };

export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  if (input.length === 0) throw new UploadProblem('no_file');
  const sniffed = await fileTypeFromBuffer(input);
  const type = sniffed ? SNIFFED.get(sniffed.ext) : undefined;
  if (!type) throw new UploadProblem('unsupported_type');

  const size = headerSize(input, type);
  refuseFlood(size.width, size.height);

  if (!isReencoded(type)) return { type, bytes: input, width: size.width, height: size.height, reencoded: false };
  const bytes = await reencode(input, type, size);
  const stored = headerSize(bytes, type);
  return { type, bytes, width: stored.width, height: stored.height, reencoded: true };
}

/** The dimensions the header claims (for an ICO, those of its largest image); a header that does not agree with the type is undecodable. */
function headerSize(bytes: Buffer, type: UploadType): { width: number; height: number } {
  let found;
  try {
    found = imageSize(bytes);
  } catch {
    throw new UploadProblem('undecodable');
  }
  if (found.type !== SIZE_TYPE[type] || !(found.width > 0) || !(found.height > 0)) throw new UploadProblem('undecodable');
  if (type === 'image/bmp' && !bmpIsWhole(bytes)) throw new UploadProblem('undecodable');
  if (type === 'image/x-icon') {
    const images = icoImages(bytes);
    if (!images) throw new UploadProblem('undecodable');
    for (const image of images) refuseFlood(image.width, image.height);
    return images.reduce((largest, image) => (image.width * image.height > largest.width * largest.height ? image : largest));
  }
  return { width: found.width, height: found.height };
}

function refuseFlood(width: number, height: number): void {
  if (width * height > UPLOAD_MAX_PIXELS) throw new UploadProblem('too_many_pixels', { width, height });
}

/**
 * Decodes and encodes anew. sharp's `limitInputPixels` guards what the
 * header check cannot see: the frames of an animated GIF, whose stacked
 * height it checks from the headers before decoding any of them.
 * `failOn: 'warning'` (its default, spelt out) refuses a truncated image
 * rather than filling the missing rows with grey.
 */
async function reencode(input: Buffer, type: Reencoded, size: { width: number; height: number }): Promise<Buffer> {
  const animated = type === 'image/gif';
  try {
    const image = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning', animated });
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMAT[type]) throw new UploadProblem('undecodable');
    // No withMetadata/keepMetadata: sharp writes no EXIF, XMP, ICC profile or text chunks unless asked to.
    const encoder =
      type === 'image/jpeg'
        ? image.autoOrient().jpeg({ quality: 90 })
        : type === 'image/png'
          ? image.png({ palette: metadata.isPalette })
          : image.gif();
    return await encoder.toBuffer();
  } catch (error) {
    if (error instanceof UploadProblem) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw animated ? new UploadProblem('too_many_frames') : new UploadProblem('too_many_pixels', size);
    }
    throw new UploadProblem('undecodable');
  }
}
