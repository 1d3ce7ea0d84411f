import type { ArticleChannel, ArticleStatus } from './rules';

/** What /publish, /admin/submissions and the authoring API hand to the browser (serialisable; ISO times). */

/** An article as its author edits it (the API's `{ article }` and /publish?id=). */
export interface AuthoringArticleView {
  id: number;
  channel: ArticleChannel;
  status: ArticleStatus;
  title: string;
  summary: string;
  /** The cover's address (a site upload) and its size in pixels; null without a cover. */
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  /** The body as stored: the sanitiser's output. */
  body: string;
  /** The reviewer's note (shown with a rejected article). */
  reviewNote: string;
  submittedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** The author's article as /publish shows it once it is out of their hands. */
export interface LockedArticleView {
  id: number;
  title: string;
  status: ArticleStatus;
  channel: ArticleChannel;
  summary: string;
  /** Sanitised HTML, as readers (or the reviewer) see it. */
  body: string;
  /** When it was submitted (pending) or published, China time "YYYY-MM-DD HH:mm". */
  atLabel: string | null;
  /** The editor's note on approving it ("" for none, and while it waits). */
  reviewNote: string;
  /** The page was reached by submitting it (?submitted=), not by opening it (?id=). */
  justSubmitted: boolean;
}

/** /publish for a logged-in author: the article being written (null: a new one) and what the form may offer. */
export interface PublishEditorView {
  article: AuthoringArticleView | null;
  /** Set when ?id= (or ?submitted=, where a submit leads) names the author's own article that can no longer be changed (pending review or published): shown read-only. */
  locked: LockedArticleView | null;
  channels: ArticleChannel[];
  /** Editors and admins publish without review. */
  publishesDirectly: boolean;
}

/** One submission waiting for review, in the queue of /admin/submissions. */
export interface StaffSubmissionRowView {
  id: number;
  title: string;
  authorName: string;
  channel: ArticleChannel;
  /** ISO time it was sent for review, and as China time text ("YYYY-MM-DD HH:mm"). */
  submittedAt: string;
  submittedLabel: string;
}

/** The submission a reviewer opened: what readers would see. */
export interface StaffSubmissionView extends StaffSubmissionRowView {
  summary: string;
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  /** Sanitised HTML, shown with the article pages' styles. */
  body: string;
}

export interface StaffSubmissionsProps extends Record<string, unknown> {
  queue: StaffSubmissionRowView[];
  /** The one opened with ?id= (null: none asked for, or it is no longer pending). */
  current: StaffSubmissionView | null;
  /** ?id= named an article that is not waiting for review (decided meanwhile, or unknown). */
  missing: boolean;
}
