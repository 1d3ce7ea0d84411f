import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { searchPageQuery } from '@/lib/search/schema';
import type { SearchPageView } from '@/lib/search/views';
import { cached } from '../kernel/cache';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { searchResults } from './results';

export interface SearchPageProps extends Record<string, unknown> {
  search: SearchPageView;
}

/**
 * /search?q=&page=: a page of results, or the empty page with suggestions when
 * nothing was asked; a malformed page number or one past the last is a 404.
 */
export async function loadSearchPage(ctx: PageContext): Promise<GetServerSidePropsResult<SearchPageProps>> {
  const parsed = searchPageQuery.safeParse(ctx.query);
  if (!parsed.success) return { notFound: true };
  const { q, page } = parsed.data;
  const locale = toLocale(ctx.locale);
  if (!q) {
    if (page > 1) return { notFound: true };
    return { props: { search: { query: '', results: [], total: 0, page: 1, pageCount: 1 } } };
  }
  const { db } = await database();
  const search = await cached(`search:${locale}:${page}:${q}`, ['articles', 'activities', 'jobs', 'companies', 'consultants'], () => searchResults(db, { query: q, page, locale }));
  if (page > search.pageCount) return { notFound: true };
  return { props: { search } };
}
