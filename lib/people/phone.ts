import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers people give (registration, sign-up, applications, the contact form), checked with
 * libphonenumber-js and its smallest metadata ("min": lengths and leading digits per country), zod-free so that
 * the schemas and the server share it; the forms load it with their schemas, never in a page's first load.
 *
 * A mainland mobile (1[3-9] and 9 digits, with or without +86 / 0086) is stored as its 11 digits, as always.
 * Any other number must start with its country code ("+44 7700 900123", "0044…") and be of a possible length
 * for that country; it is stored in E.164 ("+447700900123"). Mainland numbers that are not mobiles are refused:
 * codes and tickets go by SMS. Spaces, dashes, dots and brackets do not matter.
 */

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const SEPARATORS = /[\s\-.()\u00a0]/g;
/** The longest E.164 number is 15 digits; anything much longer is not a phone number. */
const MAX_TYPED = 32;

/** The stored form of a phone number, or null when it is not one the site takes. */
export function normalisePhone(typed: string): string | null {
  if (typed.length > MAX_TYPED) return null;
  const compact = typed.replace(SEPARATORS, '').replace(/^00/, '+');
  const mainland = compact.replace(/^\+?86(?=1\d{10}$)/, '');
  if (MAINLAND_MOBILE.test(mainland)) return mainland;
  if (!/^\+[1-9]\d{4,16}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed || parsed.countryCallingCode === '86' || !parsed.isPossible()) return null;
  return parsed.number;
}

/** Whether a stored value is a phone number (mainland 11 digits or E.164). */
export function isStoredPhone(value: string): boolean {
  return MAINLAND_MOBILE.test(value) || (/^\+\d{6,15}$/.test(value) && normalisePhone(value) === value);
}

export { composePhone, isInternationalPhone, maskPhone } from './phone-countries';
