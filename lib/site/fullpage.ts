/**
 * Full-screen section navigation of the home page (desktop only): the wheel,
 * the keyboard and the section dots move one whole section at a time. Phones
 * scroll normally. This module holds the decisions; the component wires events.
 */

export type Direction = 1 | -1;

/** Index after moving one step, kept within 0 … count − 1. */
export function stepIndex(current: number, direction: Direction, count: number): number {
  return Math.max(0, Math.min(count - 1, current + direction));
}

/** What a key press asks for: a step, the first or last section, or nothing. */
export function keyToTarget(
  key: string,
  current: number,
  count: number,
): number | undefined {
  switch (key) {
    case 'ArrowDown':
    case 'PageDown':
    case ' ':
      return stepIndex(current, 1, count);
    case 'ArrowUp':
    case 'PageUp':
      return stepIndex(current, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Wheel deltas smaller than this (trackpad jitter) do not move a section. */
export const WHEEL_THRESHOLD = 24;
/** After a move, further wheel events are ignored this long (one gesture = one section). */
export const WHEEL_LOCK_MS = 900;

/** Turns a stream of wheel events into at most one step per gesture. */
export class WheelGate {
  private lockedUntil = 0;

  constructor(
    private readonly lockMs: number = WHEEL_LOCK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The direction to move for this wheel delta, or undefined while locked or for small deltas. */
  accept(deltaY: number): Direction | undefined {
    const at = this.now();
    if (at < this.lockedUntil) return undefined;
    if (Math.abs(deltaY) < WHEEL_THRESHOLD) return undefined;
    this.lockedUntil = at + this.lockMs;
    return deltaY > 0 ? 1 : -1;
  }
}

/** Section-by-section navigation only where it helps: wide screens with a fine pointer. */
export const FULLPAGE_MEDIA_QUERY = '(min-width: 1024px) and (pointer: fine)';
