/**
 * What the registration pages and the server agree on without zod (so that
 * pages can use it without loading the validation library): audience types
 * and the confirmation code's form.
 */

export const AUDIENCE_TYPES = ['brand', 'factory', 'provider', 'retailer', 'other'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

/** The confirmation code's alphabet: 32 characters without 0/O and 1/I, 12 of them on a ticket. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;
const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A code as typed or scanned: case, spaces and dashes do not matter. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function isConfirmationCode(code: string): boolean {
  return CODE.test(code);
}
