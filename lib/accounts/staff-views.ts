import type { ViewerKind } from '../guards';

/**
 * The staff console's accounts as /admin/exhibitors, /admin/users and their
 * API routes give them: no password data ever, times as China time text.
 * A password appears in one answer only: the one that made it (`password`
 * of ExhibitorPasswordAnswer), shown once to the staff member.
 */

export interface StaffExhibitorView {
  /** The account's id (the exhibitor's user id). */
  id: number;
  /** In full: the staff member hands it over with the password. */
  login: string;
  company: string;
  boothHall: string;
  boothNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** The company record the account keeps (its public profile), or null for an account made before companies existed. */
  companyRecord: { id: number; name: string } | null;
  disabled: boolean;
  /** "YYYY-MM-DD HH:mm" (China time), or null when it never logged in. */
  lastLoginLabel: string | null;
  createdLabel: string;
  /** The details' version (their `updatedAt`, ISO): the edit form sends it back, and a save over a newer one is refused. */
  version: string;
}

export type StaffExhibitorsProps = {
  /** The search: part of a company, booth hall or number, or login. */
  q: string;
  page: number;
  pageCount: number;
  total: number;
  exhibitors: StaffExhibitorView[];
};

export interface ExhibitorAnswer {
  exhibitor: StaffExhibitorView;
}

/** An account opened or a password reset: the password made for it, shown once and kept nowhere in clear. */
export interface ExhibitorPasswordAnswer {
  exhibitor: StaffExhibitorView;
  password: string;
}

export interface StaffAccountView {
  id: number;
  /** Masked as the site masks logins elsewhere (139****0001, ab***@example.com). */
  login: string;
  name: string;
  kind: ViewerKind;
  disabled: boolean;
  createdLabel: string;
  lastLoginLabel: string | null;
}

export type StaffAccountsProps = {
  /** The kind filter ('' for every kind). */
  kind: ViewerKind | '';
  q: string;
  page: number;
  pageCount: number;
  total: number;
  accounts: StaffAccountView[];
};

export interface AccountAnswer {
  account: StaffAccountView;
}
