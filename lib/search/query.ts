/**
 * Site search, the parts the server and the browser share: a query's terms,
 * the grams the database's index is asked for, and matches marked in a text as
 * segments (rendered as <mark> by React — never as HTML).
 *
 * Folding is A–Z to a–z only, exactly as the database's site_search_fold()
 * (migration 0013), so PGlite and any PostgreSQL server agree whatever their locale.
 */

/** Longest query, in characters, and most terms searched (the rest are ignored). */
export const SEARCH_QUERY_MAX = 50;
export const SEARCH_TERMS_MAX = 6;

export function foldCase(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

// Han ideographs, kana and Hangul: where a run of these meets Latin letters or digits, a term ends.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The terms of a query: folded, split at white space and where Chinese meets
 * Latin ("TMZ展会" is "tmz" and "展会"), without repeats. Every term must match.
 */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of foldCase(query).split(/\s+/u)) {
    let current = '';
    let currentCjk: boolean | null = null;
    for (const ch of word) {
      const cjk = CJK.test(ch);
      if (currentCjk !== null && cjk !== currentCjk) {
        terms.push(current);
        current = '';
      }
      current += ch;
      currentCjk = cjk;
    }
    if (current) terms.push(current);
  }
  return [...new Set(terms)].slice(0, SEARCH_TERMS_MAX);
}

/** Longest gram the index holds (characters): a term up to this long is matched by its gram alone. */
export const GRAM_MAX = 3;

/**
 * The grams of a term as the index holds them: the term itself when it is up
 * to three characters long, else each run of three adjacent characters.
 */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length <= GRAM_MAX) return chars.length > 0 ? [term] : [];
  return chars.slice(GRAM_MAX - 1).map((_, i) => chars.slice(i, i + GRAM_MAX).join(''));
}

export interface Segment {
  text: string;
  mark: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher of every term (longest first), ignoring the case of A–Z; null without terms. */
function termPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const sorted = [...terms].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map(escapeRegExp).join('|'), 'gi');
}

/** A text cut into plain and matched segments. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const pattern = termPattern(terms);
  if (!pattern || !text) return text ? [{ text, mark: false }] : [];
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at), mark: false });
    segments.push({ text: match[0], mark: true });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * A short passage of plain text around the first match of any term (the start
 * when none matches), with "…" where it was cut, highlighted.
 */
export function snippet(text: string, terms: readonly string[], { before = 30, length = 110 } = {}): Segment[] {
  const plain = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(plain);
  const pattern = termPattern(terms);
  const first = pattern ? pattern.exec(plain) : null;
  // Index in characters (code points), not UTF-16 units.
  const matchAt = first ? Array.from(plain.slice(0, first.index)).length : 0;
  const start = Math.max(0, Math.min(matchAt - before, chars.length - length));
  const end = Math.min(chars.length, start + length);
  const passage = `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
  return highlight(passage, terms);
}
