import type { ApplicationStatus, EducationLevel, ExperienceBand, ResumeFormat } from './rules';

/**
 * Job applications as the browser receives them: what a candidate is told
 * (the receipt, the look-up) and what the staff console gets (serialisable;
 * times already as China time text).
 */

/** What the job page needs to offer the form: whether it is open and, when not, since when it is closed. */
export interface ApplyState {
  /** The form is shown while the job is open (not past its closing day). */
  open: boolean;
}

/** The receipt of `POST /api/jobs/{id}/applications`: the reference and nothing else of the application. */
export interface ApplicationReceiptView {
  reference: string;
  jobTitle: string;
  /** "YYYY-MM-DD HH:mm" in China Standard Time. */
  submittedLabel: string;
}

/**
 * 201 with `repeated: false`; 200 with `repeated: true` when the same mobile
 * number applied for this job within 30 days. A repeat carries the first
 * application's reference and job (nothing of what was sent then) only when
 * the request proved it the candidate's (the browser that applied, their
 * account); otherwise `application` is null, and the reference went again to
 * that application's mobile number and e-mail.
 */
export type ApplyAnswer =
  | { application: ApplicationReceiptView; repeated: false }
  | { application: ApplicationReceiptView | null; repeated: true };

/** An application as its candidate looks it up with reference and mobile number: where it stands, no personal details. */
export interface LookedUpApplicationView {
  reference: string;
  jobTitle: string;
  status: ApplicationStatus;
  submittedLabel: string;
  /** When the status last changed ('' while it is new). */
  updatedLabel: string;
}

/** `POST /api/applications/lookup`. */
export interface ApplicationLookupAnswer {
  application: LookedUpApplicationView;
}

// ---- the staff console ----

/** A job in the console's filter: every job that has applications or is open, newest first. */
export interface StaffJobOption {
  id: number;
  title: string;
  city: string;
  /** Closed (past its closing day) or hidden: marked in the select. */
  closed: boolean;
}

export interface StaffApplicationFiltersView {
  /** '' for every job. */
  job: string;
  /** '' for every status. */
  status: ApplicationStatus | '';
  q: string;
  page: number;
}

/** One row of the staff list. */
export interface StaffApplicationRowView {
  id: number;
  reference: string;
  name: string;
  jobId: number;
  jobTitle: string;
  city: string;
  experience: ExperienceBand;
  education: EducationLevel;
  status: ApplicationStatus;
  submittedLabel: string;
}

export interface StaffApplicationsProps extends Record<string, unknown> {
  filters: StaffApplicationFiltersView;
  jobs: StaffJobOption[];
  /** Applications per status under the job and keyword filters (not the status filter). */
  counts: Record<ApplicationStatus, number>;
  total: number;
  pageCount: number;
  rows: StaffApplicationRowView[];
  /** The CSV of the chosen job's applications under these filters; null without a job. */
  exportHref: string | null;
}

export interface StaffNoteView {
  id: number;
  authorName: string;
  createdLabel: string;
  body: string;
}

/** A status change as the audit log recorded it. */
export interface StaffStatusChangeView {
  from: string;
  to: string;
  actorName: string;
  createdLabel: string;
}

export interface StaffResumeView {
  url: string;
  format: ResumeFormat;
  size: number;
}

/** One application, for its page in the console. */
export interface StaffApplicationView {
  id: number;
  reference: string;
  jobId: number;
  jobTitle: string;
  jobCity: string;
  name: string;
  mobile: string;
  email: string;
  city: string;
  experience: ExperienceBand;
  education: EducationLevel;
  coverNote: string;
  status: ApplicationStatus;
  /** Where the status may go from here (empty once hired or rejected). */
  nextStatuses: ApplicationStatus[];
  /** The record's version (updatedAt, ISO) a status change is based on. */
  version: string;
  locale: string;
  submittedLabel: string;
  resume: StaffResumeView;
  notes: StaffNoteView[];
  history: StaffStatusChangeView[];
}

export interface StaffApplicationProps extends Record<string, unknown> {
  application: StaffApplicationView;
}

/** `POST /api/admin/applications/{id}/status` and `…/notes`: the application as its page shows it now. */
export interface StaffApplicationAnswer {
  application: StaffApplicationView;
}
