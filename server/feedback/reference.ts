import { CODE_ALPHABET } from '@/lib/registrations/rules';
import { chinaDay } from '../kernel/china-time';
import { randomText } from '../kernel/random-text';

/** Characters after the day: 32^6 ≈ 10^9 a day, so a collision is rare and the unique index catches one. */
export const REFERENCE_RANDOM_LENGTH = 6;

/** A new feedback reference, e.g. FB-20261122-7KQ3MX: the day in China and six characters that read out clearly (no 0/O, 1/I). */
export function newFeedbackReference(now = new Date()): string {
  return `FB-${chinaDay(now).replaceAll('-', '')}-${randomText(CODE_ALPHABET, REFERENCE_RANDOM_LENGTH)}`;
}
