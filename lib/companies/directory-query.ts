import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';
import { COMPANY_KINDS, COMPANY_TEXT_MAX } from './rules';

/**
 * The query of /companies and GET /api/companies: `kind` (one of COMPANY_KINDS), `category` (a category id: a top
 * category includes its children), `province` and `city`, `certified=1` (only certified companies), `q` (a keyword
 * as the site search reads it, at most 50 characters) and `page`. Each may be absent or empty (any). An unknown kind,
 * a category or page that is not a whole number, or a `certified` other than 1 makes the query malformed (the page
 * answers 404, the API 400); a province, city or category that no company has simply matches nothing.
 */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const empty = z.literal('').transform(() => undefined);
const text = (max: number) =>
  z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, max) || undefined);

export const directoryQuerySchema = z.object({
  kind: z.preprocess(firstValue, z.enum(COMPANY_KINDS).or(empty).optional()),
  category: z.preprocess(
    firstValue,
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'category must be a category id')
      .transform(Number)
      .or(empty)
      .optional(),
  ),
  province: text(COMPANY_TEXT_MAX.province),
  city: text(COMPANY_TEXT_MAX.city),
  certified: z.preprocess(firstValue, z.enum(['1', 'true']).transform(() => true).or(empty).optional()),
  q: text(SEARCH_QUERY_MAX),
  page: z
    .preprocess(firstValue, z.string().regex(/^[1-9]\d{0,5}$/, 'page must be a whole number ≥ 1').transform(Number).optional())
    .transform((value) => value ?? 1),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/** The directory's query, or null when it is malformed (the page answers 404). */
export function parseDirectoryQuery(query: Record<string, unknown>): DirectoryQuery | null {
  const result = directoryQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}
