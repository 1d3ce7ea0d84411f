import type { ArticleChannel } from './rules';
import type { AdminArticleState } from './staff-schema';
import type { AuthoringArticleView } from './publish-views';

/**
 * What /admin/articles, its editor and /api/admin/articles hand to the browser
 * (serialisable; ISO times, and China time text where a page shows a time).
 */

/** One article in the console's list. */
export interface AdminArticleRowView {
  id: number;
  title: string;
  channel: ArticleChannel;
  state: AdminArticleState;
  authorName: string;
  /** When it went (or goes) public: ISO, and "YYYY-MM-DD HH:mm" China time; null when never published. */
  publishedAt: string | null;
  publishedLabel: string | null;
  updatedAt: string;
  updatedLabel: string;
  /** Its page on the site while readers can open it (published and due), else null. */
  publicPath: string | null;
}

/** One article as the console's editor has it: the author's view of it and what staff see besides. */
export interface AdminArticleView extends AuthoringArticleView, Omit<AdminArticleRowView, keyof AuthoringArticleView> {
  /** The publication time as the schedule field's value ("YYYY-MM-DDTHH:mm", China time), '' when none. */
  publishedInput: string;
}

export interface AdminArticleFiltersView {
  channel: ArticleChannel | '';
  status: AdminArticleState | '';
  author: string;
  q: string;
}

export interface AdminArticleListView {
  items: AdminArticleRowView[];
  total: number;
  page: number;
  pageCount: number;
}

/** /admin/articles. */
export interface AdminArticlesProps extends Record<string, unknown> {
  filters: AdminArticleFiltersView;
  list: AdminArticleListView;
  /** Submissions waiting in the review queue (its link says how many). */
  pending: number;
}

/** /admin/articles/edit?id=: the article (null: a new one) and the channels this account may write for. */
export interface AdminArticleEditProps extends Record<string, unknown> {
  article: AdminArticleView | null;
  channels: ArticleChannel[];
}
