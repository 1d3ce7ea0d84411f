/**
 * Reading the editor's HTML as text: how long the body is (the limit counts
 * text, not markup), whether it says anything, and Quill's HTML made fit to
 * store. Plain string work, so the form, the API schema and the server agree.
 */

const NAMED: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decode(entity: string, name: string): string {
  if (name in NAMED) return NAMED[name]!;
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? null;
  const decimal = /^#(\d+)$/.exec(name)?.[1] ?? null;
  const point = code !== null ? parseInt(code, 16) : decimal !== null ? Number(decimal) : NaN;
  return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
}

/** The text of an HTML fragment: tags removed, entities decoded. */
export function editorText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, decode);
}

/** Characters of text (code points, so a character outside the BMP counts once). */
export function editorTextLength(html: string): number {
  return Array.from(editorText(html)).length;
}

/** True when the body has text other than white space, or an image. */
export function hasEditorContent(html: string): boolean {
  return editorText(html).trim().length > 0 || /<img\b/i.test(html);
}

/**
 * Quill's semantic HTML made fit to store: Quill 2.0 writes every space as
 * &nbsp; (lines of Latin text would then never wrap), so each run keeps one
 * breaking space at its end; an editor with nothing in it is stored as "".
 */
export function tidyEditorHtml(html: string): string {
  if (!hasEditorContent(html)) return '';
  return html.replace(/(?:&nbsp;)+/g, (run) => `${'&nbsp;'.repeat(run.length / 6 - 1)} `);
}
