import { routes, withQuery } from '@/lib/routes';
import type { BackQuery } from '@/lib/search/schema';

/**
 * Where an article's "back" link goes: the search results it was found in
 * (`from=search`), else its channel's list — with the search and page the
 * reader left, so the list or results come back as they were.
 */
export function backLink(listPath: string, back: BackQuery | undefined): { href: string; toResults: boolean } {
  const page = back && back.page > 1 ? back.page : undefined;
  if (back?.from === 'search' && back.q) return { href: withQuery(routes.search, { q: back.q, page }), toResults: true };
  return { href: withQuery(listPath, { q: back?.q || undefined, page }), toResults: false };
}
