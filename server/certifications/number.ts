import { NUMBER_ALPHABET, NUMBER_PREFIX, NUMBER_RANDOM_LENGTH } from '@/lib/certifications/schema';
import type { CertificationKind } from '@/lib/certifications/views';
import { chinaDay } from '../kernel/china-time';
import { randomText } from '../kernel/random-text';

/**
 * A new application number, e.g. BR-20261122-7KQ3MX: the kind, the day in
 * China, six random characters (32^6 ≈ 10^9 a day and kind, so a collision is
 * rare; the unique index catches one and the caller draws again).
 */
export function newApplicationNumber(kind: CertificationKind, now = new Date()): string {
  return `${NUMBER_PREFIX[kind]}-${chinaDay(now).replaceAll('-', '')}-${randomText(NUMBER_ALPHABET, NUMBER_RANDOM_LENGTH)}`;
}
