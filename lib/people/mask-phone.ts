/**
 * Stored phone numbers as pages show them, without the chooser's country list (the account page's first load):
 * a mainland mobile as 139****5678, one from elsewhere (E.164) as +447*****0123.
 */

/** A stored number from outside mainland China (E.164, with "+"). */
export function isInternationalPhone(stored: string): boolean {
  return stored.startsWith('+');
}

/** A stored number as shown where others may see it: 139****0001, +447*****0123; anything else as it is. */
export function maskPhone(stored: string): string {
  const parts = /^(1\d\d(?=\d{8}$)|\+\d{3}(?=\d{6,12}$))(\d+)(\d{4})$/.exec(stored);
  return parts ? parts[1] + '*'.repeat(parts[2]!.length) + parts[3] : stored;
}
