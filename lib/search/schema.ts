import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';

/**
 * The site search's query: `q` trimmed, 1–50 characters, and `page` ≥ 1.
 * The API refuses anything else (400); the /search page reads a missing or
 * blank `q` as "nothing searched yet" and cuts a long one.
 */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const page = z.preprocess(firstValue, z.string().regex(/^[1-9]\d{0,5}$/, 'page must be a whole number ≥ 1').transform(Number).optional()).transform((value) => value ?? 1);

export const searchApiQuery = z.object({
  q: z.preprocess(firstValue, z.string().trim().min(1).max(SEARCH_QUERY_MAX)),
  page,
});

export const searchPageQuery = z.object({
  q: z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, SEARCH_QUERY_MAX)),
  page,
});

export type SearchPageQuery = z.infer<typeof searchPageQuery>;

/**
 * Where a visitor came to an article from, read from its page's query: the
 * search (`from=search`) or its channel's list, with that page's `q` and `page`,
 * so "back" returns there. Malformed values are dropped, never an error.
 */
export const backQuery = z.object({
  from: z.preprocess(firstValue, z.enum(['search']).optional()).catch(undefined),
  q: z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, 100)).catch(''),
  page: page.catch(1),
});

export type BackQuery = z.infer<typeof backQuery>;
