import { fileTypeFromBuffer } from 'file-type';
import { RESUME_FORMATS, RESUME_MAX_BYTES, namedResumeFormat, type ResumeFormat } from '@/lib/applications/rules';
import { inspectImage } from '../uploads/inspect-image';
import { UploadProblem } from '../uploads/problem';

/**
 * What a résumé is, from its bytes alone (never its name or declared type):
 * PDF, Word (DOC or DOCX), JPEG or PNG, sniffed with file-type, then checked
 * for what the sniff cannot see —
 * - a PDF must end as a PDF does (`%%EOF` in its last kilobyte): an upload cut
 *   short is refused rather than kept unreadable;
 * - a DOCX must be an OOXML package whose `[Content_Types].xml` declares a
 *   Word document (file-type reads it): any other ZIP is refused, and so is a
 *   macro-enabled .docm;
 * - a DOC must be a compound file (CFB) holding a `WordDocument` stream: an
 *   Excel sheet or an installer in the same container is refused;
 * - JPEG and PNG go through the image uploads' inspection (size from the
 *   header, pixel floods refused, decoded and encoded anew, which drops EXIF —
 *   a photo's location — and anything appended).
 * A PDF named `.docx` is a PDF: it is kept, typed and later named as one.
 * A file of none of the types whose name claims one (a text file named
 * `.pdf`) is refused as `not_as_named`: its content is not what its name says.
 */

export interface InspectedResume {
  format: ResumeFormat;
  /** The MIME type stored and served. */
  type: string;
  bytes: Buffer;
  /** An image's size; 0 for a document. */
  width: number;
  height: number;
}

/** The last bytes a PDF reader searches for the end-of-file marker (Adobe's reader takes 1024). */
const PDF_TAIL_BYTES = 1024;
/** The stream a Word 97–2003 document keeps its text in, as CFB directory entries name it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

function documentOf(format: ResumeFormat, bytes: Buffer): InspectedResume {
  return { format, type: RESUME_FORMATS[format].type, bytes, width: 0, height: 0 };
}

/** How each format is called in a refusal ("not a PDF file"). */
const FORMAT_NAMES: Record<ResumeFormat, string> = { pdf: 'PDF', doc: 'Word', docx: 'Word', jpg: 'JPG', png: 'PNG' };

/** The refusal of bytes of no allowed type: "not what its name says" when the name claims one, else the wrong type. */
function notAllowed(filename: string): UploadProblem {
  const named = namedResumeFormat(filename);
  if (!named) return new UploadProblem('unsupported_type');
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? named;
  return new UploadProblem('not_as_named', { extension, kind: FORMAT_NAMES[named] });
}

export async function inspectResume(input: Buffer, filename = ''): Promise<InspectedResume> {
  if (input.length === 0) throw new UploadProblem('no_file');
  if (input.length > RESUME_MAX_BYTES) throw new UploadProblem('too_large', { limit: RESUME_MAX_BYTES / 1024 / 1024 });
  const sniffed = await fileTypeFromBuffer(input);
  switch (sniffed?.ext) {
    case 'pdf':
      if (!input.subarray(-PDF_TAIL_BYTES).includes('%%EOF')) throw new UploadProblem('undecodable');
      return documentOf('pdf', input);
    case 'docx':
      return documentOf('docx', input);
    case 'cfb':
      if (!input.includes(WORD_STREAM)) throw notAllowed(filename);
      return documentOf('doc', input);
    case 'png':
    case 'apng':
    case 'jpg': {
      const image = await inspectImage(input);
      const format: ResumeFormat = image.type === 'image/png' ? 'png' : 'jpg';
      return { format, type: image.type, bytes: image.bytes, width: image.width, height: image.height };
    }
    default:
      throw notAllowed(filename);
  }
}
