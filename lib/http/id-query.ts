import { z } from 'zod';

/** `?id=` of a detail page: a whole number ≥ 1 written plainly; anything else is malformed (404). */
const idSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647),
);

export function parseIdQuery(query: Record<string, unknown>): number | null {
  const result = idSchema.safeParse(query.id);
  return result.success ? result.data : null;
}
