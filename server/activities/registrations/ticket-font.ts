import { readFileSync, statSync } from 'node:fs';
import { env } from '../../kernel/env';
import { log } from '../../kernel/log';
import fonts from './ticket-fonts.json';

/**
 * The font of PDF tickets (ticket-pdf.ts): a system CJK font, embedded in each
 * ticket as a subset of the glyphs it uses, so a name, an activity or a place
 * in Chinese reads the same on every phone. TICKET_FONT_PATH chooses the file
 * (a .ttf, .otf, or a collection .ttc/.otc, of which the Simplified Chinese
 * face is taken); without it, the first of the usual places that exists.
 * Without any, PDF tickets are off: the download answers 503 and the
 * confirmation e-mail goes without its attachment.
 */

/**
 * Where Debian (and Fedora, Arch) put Noto CJK and WenQuanYi, Noto first; and the Debian package `npm test`
 * installs when none is there (small, and complete for Chinese). In a JSON file that scripts/test.mjs reads too.
 */
export const TICKET_FONT_CANDIDATES: readonly string[] = fonts.candidates;
export const TICKET_FONT_PACKAGE: string = fonts.package;

export interface TicketFont {
  path: string;
  data: Buffer;
  /** The face of a collection (its PostScript name); undefined for a single font. */
  face: string | undefined;
}

/** PostScript names (name ID 6) of the faces in a font collection (TTC/OTC); [] for a single font. */
export function collectionFaces(data: Buffer): string[] {
  if (data.length < 12 || data.toString('latin1', 0, 4) !== 'ttcf') return [];
  const count = data.readUInt32BE(8);
  const faces: string[] = [];
  for (let index = 0; index < count && 12 + 4 * index + 4 <= data.length; index += 1) {
    const name = postscriptName(data, data.readUInt32BE(12 + 4 * index));
    if (name) faces.push(name);
  }
  return faces;
}

/** The PostScript name in the `name` table of the font whose table directory is at `offset`. */
function postscriptName(data: Buffer, offset: number): string | null {
  if (offset + 12 > data.length) return null;
  const tables = data.readUInt16BE(offset + 4);
  for (let index = 0; index < tables; index += 1) {
    const record = offset + 12 + 16 * index;
    if (record + 16 > data.length) return null;
    if (data.toString('latin1', record, record + 4) !== 'name') continue;
    const table = data.readUInt32BE(record + 8);
    const count = data.readUInt16BE(table + 2);
    const strings = table + data.readUInt16BE(table + 4);
    for (let entry = 0; entry < count; entry += 1) {
      const at = table + 6 + 12 * entry;
      const platform = data.readUInt16BE(at);
      if (data.readUInt16BE(at + 6) !== 6) continue;
      const start = strings + data.readUInt16BE(at + 10);
      const bytes = data.subarray(start, start + data.readUInt16BE(at + 8));
      if (platform === 1) return bytes.toString('latin1');
      if ((platform === 3 || platform === 0) && bytes.length % 2 === 0) return Buffer.from(bytes).swap16().toString('utf16le');
    }
    return null;
  }
  return null;
}

/** The face of a collection a ticket is set in: the Simplified Chinese one, else the first proportional one. */
export function chooseFace(faces: readonly string[]): string | undefined {
  return (
    faces.find((face) => /CJKsc|(^|[^a-z])SC([^a-z]|$)/.test(face) && !/mono/i.test(face)) ??
    faces.find((face) => !/mono/i.test(face)) ??
    faces[0]
  );
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file tickets are set in: TICKET_FONT_PATH when set (and there), else the first candidate that exists; null when none. */
export function ticketFontPath(setting = env().TICKET_FONT_PATH, candidates: readonly string[] = TICKET_FONT_CANDIDATES): string | null {
  if (setting) return isFile(setting) ? setting : null;
  return candidates.find(isFile) ?? null;
}

let loaded: { path: string; font: TicketFont } | undefined;

/** The font, read once per process and path (a CJK font is 5–20 MB); null when PDF tickets are off. */
export function ticketFont(): TicketFont | null {
  const path = ticketFontPath();
  if (!path) return null;
  if (loaded?.path === path) return loaded.font;
  const data = readFileSync(path);
  const font = { path, data, face: chooseFace(collectionFaces(data)) };
  loaded = { path, font };
  return font;
}

/** What the start-up log and the warnings say when there is no font: how to turn PDF tickets on. */
export function ticketFontHelp(setting = env().TICKET_FONT_PATH): string {
  return setting
    ? `TICKET_FONT_PATH=${setting} is not a file: PDF tickets are off. Point it at a CJK font (.ttf, .otf or .ttc), or install ${TICKET_FONT_PACKAGE} or fonts-noto-cjk.`
    : `No CJK font found (${TICKET_FONT_CANDIDATES.join(', ')}): PDF tickets are off. Install one (apt-get install ${TICKET_FONT_PACKAGE}, or fonts-noto-cjk) or set TICKET_FONT_PATH.`;
}

let told = false;

/** Says once, at start-up, that PDF tickets are off and how to turn them on (nothing when a font is there). */
export function reportTicketFont(): void {
  if (told) return;
  told = true;
  const path = ticketFontPath();
  if (path) log().info({ event: 'ticket_font', path }, 'PDF tickets are set in this font');
  else log().warn({ event: 'ticket_pdf_off' }, ticketFontHelp());
}
