import { z } from 'zod';

/**
 * `?q=` and `?page=` of list pages: a trimmed keyword (≤ 100 characters, the
 * first when repeated) and a page number ≥ 1 (1 when absent). Other parameters
 * are ignored. A page that is not a whole number ≥ 1 makes the query malformed.
 */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const listQuerySchema = z.object({
  q: z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, 100)),
  page: z.preprocess(
    firstValue,
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number)
      .optional(),
  ).transform((value) => value ?? 1),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list query, or null when it is malformed (the page answers 404). */
export function parseListQuery(query: Record<string, unknown>): ListQuery | null {
  const result = listQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}

const filterValue = z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, 50));

/** The /join-us position list: `?department=`, `?city=` (exact values; unknown ones simply match nothing), `?q=` and `?page=`. */
export const jobListPageQuerySchema = listQuerySchema.extend({ department: filterValue, city: filterValue });

export type JobListPageQuery = z.infer<typeof jobListPageQuerySchema>;

/** The position list's query, or null when its page is malformed (the page answers 404). */
export function parseJobListPageQuery(query: Record<string, unknown>): JobListPageQuery | null {
  const result = jobListPageQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}

/** A staff filter's select left on "all" (an empty value): read as no filter. */
export const emptyChoice = z.literal('').transform(() => undefined);
