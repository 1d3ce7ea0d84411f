import { z } from 'zod';

/** `?q=` and `?page=` of list pages: a trimmed keyword (≤ 100 chars) and a page number ≥ 1; bad values fall back. */
export const listQuerySchema = z.object({
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? value[0] : value) ?? '')
    .transform((value) => value.trim().slice(0, 100)),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const result = listQuerySchema.safeParse(query);
  return result.success ? result.data : { q: '', page: 1 };
}
