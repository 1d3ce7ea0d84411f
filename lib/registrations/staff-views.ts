import type { AudienceType } from '@/lib/registrations/rules';

/** What /admin/registrations receives (serialisable; times already as China time text). */

/** The registration statuses in the order the page shows them (the status filter, the totals line). */
export const STAFF_STATUSES = ['confirmed', 'waitlisted', 'checked_in', 'cancelled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** One activity in the page's activity select. */
export interface StaffActivityOption {
  id: number;
  title: string;
  /** Its first day, "YYYY-MM-DD" (China Standard Time). */
  date: string;
  /** False for an activity hidden from the site (its registrations are still here). */
  published: boolean;
}

/** The filters as the form shows them: "" means all. */
export interface StaffRegistrationFiltersView {
  status: StaffStatus | '';
  audience: AudienceType | '';
  q: string;
}

/** One registration in the table. */
export interface StaffRegistrationRowView {
  id: number;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  registeredAt: string;
  status: StaffStatus;
  name: string;
  mobile: string;
  email: string;
  company: string;
  position: string;
  audience: AudienceType;
  quantity: number;
  code: string;
  /** "YYYY-MM-DD HH:mm", China Standard Time; null until checked in. */
  checkedInAt: string | null;
  /** A group's people, the registrant first, each with their own code and status (checked in one by one); empty for one person. */
  attendees: StaffAttendeeView[];
}

/** An attendee in a group registration's row. */
export interface StaffAttendeeView {
  position: number;
  name: string;
  code: string;
  status: StaffStatus;
  /** "YYYY-MM-DD HH:mm", China Standard Time; null until checked in. */
  checkedInAt: string | null;
}

/** The activity on show, its totals and the registrations matching the filters. */
export interface StaffActivityRegistrationsView {
  id: number;
  title: string;
  published: boolean;
  capacity: number;
  filters: StaffRegistrationFiltersView;
  totals: {
    /** People holding a seat (confirmed or checked in: the activity's seats taken), as against `capacity`. */
    seatsTaken: number;
    /** Registrations (rows) per status. */
    confirmed: number;
    waitlisted: number;
    checkedIn: number;
    cancelled: number;
  };
  /** How many registrations match the filters; `rows` holds at most `limit` of them. */
  total: number;
  limit: number;
  rows: StaffRegistrationRowView[];
  /** The CSV download of every match, with the same filters. */
  exportHref: string;
}

export interface StaffRegistrationsProps extends Record<string, unknown> {
  /** Every activity, published or hidden, the latest start first. */
  activities: StaffActivityOption[];
  /** Null only when there are no activities at all. */
  current: StaffActivityRegistrationsView | null;
}
