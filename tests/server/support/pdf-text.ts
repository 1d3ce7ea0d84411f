import { inflateSync } from 'node:zlib';

/**
 * A small reader of the PDFs the site makes (pdfkit), for tests: the text a
 * viewer would show (the hex glyph strings of each TJ, read back through the
 * font's ToUnicode map), and the fonts the file embeds. Enough for what pdfkit
 * writes; not a general PDF parser.
 */

interface PdfStream {
  dictionary: string;
  data: Buffer;
}

/** Every stream of the file with its dictionary, inflated where it is compressed. */
export function pdfStreams(pdf: Buffer): PdfStream[] {
  const text = pdf.toString('latin1');
  const streams: PdfStream[] = [];
  const pattern = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>|<[0-9a-fA-F]*>)*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + length);
    streams.push({ dictionary, data: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw });
    pattern.lastIndex = start + length;
  }
  return streams;
}

/** glyph code (4 hex digits) → text, from every ToUnicode CMap of the file. */
function toUnicode(streams: readonly PdfStream[]): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const { data } of streams) {
    const cmap = data.toString('latin1');
    if (!cmap.includes('beginbfrange') && !cmap.includes('beginbfchar')) continue;
    for (const [, from, , array, target] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F ]+)>)/g)) {
      const first = parseInt(from!, 16);
      if (array !== undefined) {
        [...array.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach(([, hex], index) => map.set((first + index).toString(16).padStart(4, '0'), hexText(hex!.replace(/ /g, ''))));
      } else if (target !== undefined) {
        map.set(from!.toLowerCase().padStart(4, '0'), hexText(target.replace(/ /g, '')));
      }
    }
  }
  return map;
}

/** The text of the file, one line per text-showing operation (TJ), in the order drawn. */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf);
  const map = toUnicode(streams);
  const lines: string[] = [];
  for (const { dictionary, data } of streams) {
    if (/\/(Subtype|Type)\s*\/(Image|XObject|FontFile|XRef)/.test(dictionary) || /\/Length1|\/Subtype \/CIDFontType0C/.test(dictionary)) continue;
    const content = data.toString('latin1');
    if (!content.includes('TJ')) continue;
    for (const [, operands] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const codes = [...operands!.matchAll(/<([0-9a-fA-F]*)>/g)].flatMap(([, hex]) => hex!.match(/[0-9a-fA-F]{4}/g) ?? []);
      lines.push(codes.map((code) => map.get(code.toLowerCase()) ?? '\uFFFD').join(''));
    }
  }
  return lines.join('\n');
}

/** The fonts the file embeds: each one's BaseFont name and the size of its font program. */
export function embeddedFonts(pdf: Buffer): { name: string; bytes: number }[] {
  const text = pdf.toString('latin1');
  const fonts: { name: string; bytes: number }[] = [];
  for (const [, body] of text.matchAll(/<<((?:[^<>]|<<[^<>]*>>)*\/Type \/FontDescriptor(?:[^<>]|<<[^<>]*>>)*)>>/g)) {
    const name = /\/FontName \/([^\s/>]+)/.exec(body!)?.[1];
    const file = /\/FontFile[23]? (\d+) 0 R/.exec(body!)?.[1];
    if (!name || !file) continue;
    const object = new RegExp(`(?:^|\\n)${file} 0 obj\\s*<<((?:[^<>]|<<[^<>]*>>)*)>>`).exec(text);
    fonts.push({ name, bytes: Number(/\/Length (\d+)/.exec(object?.[1] ?? '')?.[1] ?? 0) });
  }
  return fonts;
}
