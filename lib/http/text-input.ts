/**
 * What text may enter the site. PostgreSQL refuses the NUL character in text
 * (and a query with one fails), and no form has a use for the other C0
 * control characters; a lone UTF-16 surrogate cannot be stored as UTF-8.
 * TAB, LF and CR are ordinary white space in a message or an article.
 * Plain loops rather than regular expressions with look-behind, which older
 * Safari cannot parse.
 */

export type TextProblem = 'control' | 'surrogate';

function isRefusedControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first thing wrong with `value` as text the site keeps, or null when nothing is. */
export function textProblem(value: string): TextProblem | null {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isRefusedControl(code)) return 'control';
    if (isHigh(code)) {
      if (i + 1 < value.length && isLow(value.charCodeAt(i + 1))) i += 1;
      else return 'surrogate';
    } else if (isLow(code)) {
      return 'surrogate';
    }
  }
  return null;
}

/** `value` without the control characters and lone surrogates textProblem() refuses: for free-text search. */
export function withoutRefusedCharacters(value: string): string {
  if (textProblem(value) === null) return value;
  let kept = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isRefusedControl(code)) continue;
    if (isHigh(code) && i + 1 < value.length && isLow(value.charCodeAt(i + 1))) {
      kept += value.slice(i, i + 2);
      i += 1;
    } else if (!isHigh(code) && !isLow(code)) {
      kept += value[i];
    }
  }
  return kept;
}
