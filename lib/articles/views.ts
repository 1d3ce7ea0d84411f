/** What list and detail pages of articles receive (serialisable, already in the page's language). */

export interface ArticleCardView {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  /** YYYY-MM-DD in China Standard Time. */
  date: string;
  views: number;
}

export interface ArticleListView {
  items: ArticleCardView[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ArticleNeighbourView {
  id: number;
  title: string;
}

export interface ArticleDetailView extends ArticleCardView {
  channel: 'news' | 'hot' | 'practical' | 'pay';
  /** Sanitised HTML. */
  body: string;
  author: string;
  /** ISO date-times, for structured data. */
  publishedAt: string;
  modifiedAt: string;
  previous: ArticleNeighbourView | null;
  next: ArticleNeighbourView | null;
  /** Share QR code (SVG) of the article's address. */
  shareQr: string;
  url: string;
}
