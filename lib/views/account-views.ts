/** The exhibitor centre's view of an exhibitor (server/loaders/account.ts makes it). */
export interface ExhibitorCentreView {
  company: string;
  boothHall: string;
  boothNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** One of an author's own articles on /publish. */
export interface SubmissionView {
  id: number;
  title: string;
  channel: 'news' | 'hot' | 'practical' | 'pay';
  status: 'draft' | 'pending' | 'published' | 'rejected';
  /** The reviewer's note to the author of a rejected article ("" otherwise). */
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
  /** Contact-form messages not yet marked handled. */
  newFeedback: number;
  activities: { id: number; title: string; date: string; seatsTaken: number; capacity: number }[];
}
