/**
 * The Unified Social Credit Code (统一社会信用代码, GB 32100-2015) of a
 * business licence, without zod so that a form can check it as it is typed.
 *
 * 18 characters from a 31-character set (digits and capitals without I, O,
 * S, V, Z): 1 registration authority, 2 type, 3–8 administrative division
 * (digits), 9–17 organisation code, 18 check character. Each character's
 * value is its place in the set; the weights of positions 1–17 are 3^(i-1)
 * mod 31, and the check character's value is 31 − (Σ value × weight mod 31),
 * 31 counting as 0. Since 31 is prime and no two weights are equal, a
 * mistyped character or two swapped neighbours always changes it.
 *
 * The organisation code's own check character (GB 11714) is not checked:
 * sources disagree on the values of its letters, and a rule we are unsure of
 * must not turn away a licence that is real.
 */

export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCC_LENGTH = 18;
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

const IN_ALPHABET = new RegExp(`^[${USCC_ALPHABET}]*$`);
const DIVISION = /^\d{6}$/;

/** What is wrong with a code, in the order a person should fix it. */
export type UsccProblem = 'length' | 'characters' | 'division' | 'checkCharacter';

/**
 * The code as stored: spaces (also the full-width one) dropped, full-width
 * letters and digits (a Chinese input method's) made plain, upper case.
 */
export function normaliseUscc(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** The check character of a code's first 17 characters (which must be in the alphabet). */
export function usccCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += USCC_ALPHABET.indexOf(first17.charAt(i)) * WEIGHTS[i]!;
  return USCC_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** What is wrong with a normalised code, or null when it is valid. */
export function usccProblem(code: string): UsccProblem | null {
  if (code.length !== USCC_LENGTH) return 'length';
  if (!IN_ALPHABET.test(code)) return 'characters';
  if (!DIVISION.test(code.slice(2, 8))) return 'division';
  if (usccCheckCharacter(code.slice(0, 17)) !== code.charAt(17)) return 'checkCharacter';
  return null;
}

/** Whether a code, as typed, is a valid one. */
export function isValidUscc(value: string): boolean {
  return usccProblem(normaliseUscc(value)) === null;
}

/** Enough of a code for its applicant to recognise it, not enough to copy it: the first and last four characters. */
export function maskUscc(code: string): string {
  if (code.length <= 8) return '*'.repeat(code.length);
  return `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}`;
}
