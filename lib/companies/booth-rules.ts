import { BOOTH_SIZE_MAX_M, HALL_SIZE_MAX_M } from './rules';

/**
 * A show's floor as the console's form, the server's placement rules and the floor plan all measure it: a
 * hall is a rectangle of whole metres; a booth a rectangle inside it, its corner (x, y) from the hall's
 * left wall and its front. The server checks these under the hall's row lock (server/companies/booths/);
 * the form checks them first as a courtesy.
 */

export { BOOTH_SIZE_MAX_M, HALL_SIZE_MAX_M };

/** A booth number as printed on the floor: letters, digits and a dash ("A101", "2-18"). */
export const BOOTH_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/;
export const BOOTH_NUMBER_MAX = 12;
export const HALL_NAME_MAX = 40;
export const HALL_NAME_EN_MAX = 80;
/** The most halls one show has, and booths one hall holds: a ceiling for a runaway script, far above a real show. */
export const HALLS_PER_SHOW_MAX = 20;
export const BOOTHS_PER_HALL_MAX = 1000;
/** Exhibitors a page of the public list shows (the plans show every booth). */
export const EXHIBITORS_PER_PAGE = 50;

export interface Rect {
  x: number;
  y: number;
  widthM: number;
  depthM: number;
}

/** Whether the booth lies wholly inside a hall of this width and depth. */
export function insideHall(booth: Rect, hall: { widthM: number; depthM: number }): boolean {
  return booth.x >= 0 && booth.y >= 0 && booth.x + booth.widthM <= hall.widthM && booth.y + booth.depthM <= hall.depthM;
}

/** Whether two booths share floor (touching edges do not: a shared wall is fine). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.widthM && b.x < a.x + a.widthM && a.y < b.y + b.depthM && b.y < a.y + a.depthM;
}

/** Booth numbers in the order a visitor walks them: "A2" before "A10", letters before the digits after them. */
export function compareBoothNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}
