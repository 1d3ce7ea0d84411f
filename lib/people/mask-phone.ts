/**
 * Stored phone numbers as pages show them, without the chooser's country list (the account page's first load).
 * The masking lives beside the login's (lib/auth/mask-login.ts), which the account page loads anyway.
 */
export { maskPhone } from '../auth/mask-login';

/** A stored number from outside mainland China (E.164, with "+"). */
export function isInternationalPhone(stored: string): boolean {
  return stored.startsWith('+');
}
