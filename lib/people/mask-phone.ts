/**
 * Stored phone numbers as pages show them, without the chooser's country list (the account page's first load):
 * a mainland mobile as 139****5678, one from elsewhere (E.164) as +447*****0123.
 */

/** A stored number from outside mainland China (E.164, with "+"). */
export function isInternationalPhone(stored: string): boolean {
  return stored.startsWith('+');
}

/** A stored number as shown where others may see it: 139****0001, +447****0123. */
export function maskPhone(stored: string): string {
  if (/^1\d{10}$/.test(stored)) return `${stored.slice(0, 3)}****${stored.slice(7)}`;
  if (/^\+\d{6,15}$/.test(stored)) return `${stored.slice(0, 4)}${'*'.repeat(stored.length - 8)}${stored.slice(-4)}`;
  return stored;
}
