import type { ActivityWhen } from '../activity-rules';
import type { StaffStatus } from './staff-registration-views';

/** What the console's activity pages and API answer with (serialisable; times already in China time). */

/** One activity in /admin/activities. */
export interface StaffActivityRowView {
  id: number;
  title: string;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  startLabel: string;
  endLabel: string;
  /** True once it has ended. */
  ended: boolean;
  online: boolean;
  venue: string;
  city: string;
  seatsTaken: number;
  capacity: number;
  /** Registrations on its waitlist. */
  waitlisted: number;
  published: boolean;
}

export interface StaffActivitiesProps extends Record<string, unknown> {
  filters: { when: ActivityWhen; q: string };
  items: StaffActivityRowView[];
  /** How many match; `items` holds at most `limit` of them. */
  total: number;
  limit: number;
}

export interface AgendaRowValues {
  time: string;
  title: string;
  titleEn: string;
}

/**
 * An activity as the form edits it and as POST/PUT /api/admin/activities take
 * it: times as China-time datetime-local values ("YYYY-MM-DDTHH:mm"), "" for
 * an optional text left empty, null for coordinates left empty.
 */
export interface ActivityValues {
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** The editor's HTML (sanitised on the server). */
  description: string;
  /** "" or the image's address (/api/uploads/… or /images/…). */
  cover: string;
  online: boolean;
  venue: string;
  venueEn: string;
  address: string;
  city: string;
  cityEn: string;
  lng: number | string | null;
  lat: number | string | null;
  startsAt: string;
  endsAt: string;
  capacity: number | string;
  perRegistrationLimit: number | string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  agenda: AgendaRowValues[];
  published: boolean;
}

/** A stored activity as the console shows it: its values and what registrations made of it. */
export interface StaffActivityView {
  id: number;
  values: ActivityValues;
  seatsTaken: number;
  waitlisted: number;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  updatedLabel: string;
}

/** /admin/activities/edit: an activity to edit, or (activity null) the starting values of a new one. */
export interface ActivityEditProps extends Record<string, unknown> {
  activity: StaffActivityView | null;
  defaults: ActivityValues;
}

/** The answer of POST and PUT /api/admin/activities…: the activity as stored, and how many waitlisted registrations its new seats confirmed. */
export interface SaveActivityAnswer {
  activity: StaffActivityView;
  promoted: number;
}

/** The answer of POST /api/admin/registrations/{id}/status. */
export interface RegistrationStatusAnswer {
  registration: { id: number; status: StaffStatus; name: string; code: string; checkedInAt: string | null };
  /** Registrations confirmed from the waitlist by this change (a cancellation). */
  promoted: number;
  seatsTaken: number;
  capacity: number;
}
