import type { LookedUpApplicationView } from '../applications/views';
import type { RegistrationStatus } from '../registrations/views';

/** The exhibitor centre's view of an exhibitor (server/accounts/account-loader.ts makes it). */
export interface ExhibitorCentreView {
  company: string;
  boothHall: string;
  boothNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** An activity the exhibitor is attached to and that is not over: where it may check visitors in, and from when. */
export interface ExhibitorActivityView {
  id: number;
  /** In the page's language (Chinese when there is no English). */
  title: string;
  online: boolean;
  venue: string;
  /** "YYYY-MM-DD HH:mm", China time. */
  startLabel: string;
  endLabel: string;
  /** When check-in opens (its own doors-open time, else 2 hours before the start). */
  doorsOpenLabel: string;
  /** True while check-in is open (from the doors-open time to the end). */
  checkingIn: boolean;
}

/** One of an author's own articles on /publish. */
export interface SubmissionView {
  id: number;
  title: string;
  channel: 'news' | 'hot' | 'practical' | 'pay';
  status: 'draft' | 'pending' | 'published' | 'rejected';
  /** The reviewer's note to the author on the decision: an approved (published) or a rejected article ("" otherwise). */
  reviewNote: string;
  /** ISO time of the last change, and its date (YYYY-MM-DD, China time) for display. */
  updatedAt: string;
  date: string;
}

/** The staff console's dashboard: what waits for editors. */
export interface ConsoleDashboardView {
  pendingSubmissions: number;
  /** Certification applications waiting for a review. */
  pendingCertifications: number;
  /** Companies' profile changes waiting for a review. */
  pendingCompanyChanges: number;
  /** Sourcing requests waiting for review. */
  pendingSourcing: number;
  /** Contact-form messages not yet marked handled. */
  newFeedback: number;
  activities: { id: number; title: string; date: string; seatsTaken: number; capacity: number }[];
}

/** /account's WeChat login (server/accounts/account-loader.ts); null on the page when WeChat login is not configured. */
export interface AccountWechatView {
  /** Members only: staff and exhibitor accounts cannot use WeChat login. */
  allowed: boolean;
  linked: boolean;
  /** The WeChat nickname it was linked as ("" when unknown). */
  nickname: string;
}

/** One of the account's registrations on /account (server/activities/registrations/of-account.ts). */
export interface AccountRegistrationView {
  code: string;
  activityId: number;
  /** In the page's language (Chinese when there is no English). */
  activityTitle: string;
  /** "YYYY-MM-DD HH:mm", China time. */
  startLabel: string;
  online: boolean;
  venue: string;
  status: RegistrationStatus;
  quantity: number;
  /** When it was made, "YYYY-MM-DD HH:mm" China time, and as ISO time. */
  registeredLabel: string;
  registeredAt: string;
  /** The activity has ended. */
  past: boolean;
  /** The activity was taken off the site: its pages (and the ticket's) are gone, so nothing links there. */
  activityGone: boolean;
}

/** One of the account's job applications on /account: where it stands (server/applications/of-account.ts). */
export interface AccountApplicationView extends LookedUpApplicationView {
  /** The job's page to link to; null once the job is taken off the site (its page is gone). */
  jobId: number | null;
  /** ISO time it was sent. */
  submittedAt: string;
}

/**
 * /account's lists of what the account did on the site, newest first: its registrations, job applications and
 * (for accounts that may write) its submissions; null: not shown to this kind of account.
 */
export interface AccountRecordsView {
  registrations: AccountRegistrationView[];
  applications: AccountApplicationView[];
  /** The latest few (/publish lists them all). */
  submissions: SubmissionView[] | null;
}
