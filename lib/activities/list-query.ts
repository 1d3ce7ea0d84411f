import { z } from 'zod';
import { ACTIVITY_KINDS } from './rules';
import { listQuerySchema } from '../http/list-query';

/**
 * The query of /activities and GET /api/activities: `?kind=` (one of
 * ACTIVITY_KINDS), `?place=` (a city, or `online`), `?month=` (YYYY-MM, China
 * time) and `?page=`; each may be absent or empty (any). An unknown kind or a
 * month that is not YYYY-MM makes the query malformed (the page answers 404,
 * the API 400); an unknown city simply matches nothing.
 */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const empty = z.literal('').transform(() => undefined);

export const activityListQuerySchema = listQuerySchema.omit({ q: true }).extend({
  kind: z.preprocess(firstValue, z.enum(ACTIVITY_KINDS).or(empty).optional()),
  place: z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, 50) || undefined),
  month: z.preprocess(firstValue, z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/).or(empty).optional()),
});

export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

export function parseActivityListQuery(query: Record<string, unknown>): ActivityListQuery | null {
  const result = activityListQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}
