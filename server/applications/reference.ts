import { REFERENCE_ALPHABET, REFERENCE_PREFIX, REFERENCE_RANDOM_LENGTH } from '@/lib/applications/rules';
import { chinaDay } from '../kernel/china-time';
import { randomText } from '../kernel/random-text';

/**
 * A new application reference, e.g. AP-20261122-7KQ3MX: the day in China and
 * six characters that read out clearly (32^6 ≈ 10^9 a day, so a collision is
 * rare; the unique index catches one and the caller draws again).
 */
export function newApplicationReference(now = new Date()): string {
  return `${REFERENCE_PREFIX}-${chinaDay(now).replaceAll('-', '')}-${randomText(REFERENCE_ALPHABET, REFERENCE_RANDOM_LENGTH)}`;
}
