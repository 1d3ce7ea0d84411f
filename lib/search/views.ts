import type { Segment } from '@/lib/search/query';

/** What the /search page receives (serialisable, in the page's language; matches as segments, never HTML). */

/** The section a result belongs to: an article channel, an activity, a position, a company, a sourcing request, a consultant or one of the site's pages. */
export type SearchSection = 'news' | 'hot' | 'practical' | 'pay' | 'activity' | 'job' | 'company' | 'sourcing' | 'consultant' | 'page';

export interface SearchResultView {
  key: string;
  section: SearchSection;
  /** The result's page, carrying the search (`from=search&q=&page=`) so it can offer "back to results". */
  href: string;
  title: Segment[];
  snippet: Segment[];
  /** YYYY-MM-DD (China Standard Time): publication, activity start or posting; empty for a company, a consultant or a page. */
  date: string;
}

export interface SearchPageView {
  query: string;
  results: SearchResultView[];
  total: number;
  page: number;
  pageCount: number;
}
