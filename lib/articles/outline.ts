/**
 * An article's outline: its h2 and h3 headings, each given an id (kept when
 * it has one) so the outline beside the article can link to it. Works on the
 * stored body, which the server sanitised when it was written (plain tags, no
 * attributes but the allowed ones), the same way on the server and in the
 * browser, so the page hydrates to the same HTML.
 */

export interface OutlineEntry {
  id: string;
  level: 2 | 3;
  text: string;
}

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;
const ID = /\sid="([^"]*)"/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of a heading's inner HTML: tags dropped, the common entities read, spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body with an id on every h2 and h3, and the outline of them (empty when the body has fewer than two). */
export function outlineArticle(body: string): { html: string; outline: OutlineEntry[] } {
  const outline: OutlineEntry[] = [];
  const html = body.replace(HEADING, (whole, level: string, attributes: string | undefined, inner: string) => {
    const text = textOf(inner);
    if (!text) return whole;
    const existing = attributes ? ID.exec(attributes)?.[1] : undefined;
    const id = existing || `section-${outline.length + 1}`;
    outline.push({ id, level: level === '2' ? 2 : 3, text });
    return existing ? whole : `<h${level} id="${id}"${attributes ?? ''}>${inner}</h${level}>`;
  });
  return outline.length >= 2 ? { html, outline } : { html: body, outline: [] };
}
