import { randomText } from '../kernel/random-text';

/**
 * Passwords the console makes for the accounts it opens or resets (the staff
 * member hands them over; nobody types one in): four groups of four lower-case
 * letters and digits, "k7pm-x3qd-9hwt-ra4e". Letters and digits that are easy
 * to confuse when read out or copied by hand (0/o, 1/l/i) are left out, so the
 * 31 left give 16 × log2(31) ≈ 79 bits — far beyond guessing, and no common
 * password. Made with the system's CSPRNG; never stored or logged in clear.
 */

export const GENERATED_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function generatePassword(): string {
  return Array.from({ length: GROUPS }, () => randomText(GENERATED_PASSWORD_ALPHABET, GROUP_LENGTH)).join('-');
}

/** The shape of a generated password (tests check against it). */
export const GENERATED_PASSWORD = /^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/;
