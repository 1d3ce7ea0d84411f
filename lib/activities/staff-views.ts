import type { ActivityKind, ActivityWhen } from './rules';
import type { StaffStatus } from '../registrations/staff-views';

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
  /** The time on the English page; "" or absent when the time is a clock time (derived) or has no English. */
  timeEn?: string;
  title: string;
  titleEn: string;
}

/**
 * An activity as the form edits it and as POST/PUT /api/admin/activities take
 * it: times as China-time datetime-local values ("YYYY-MM-DDTHH:mm"), "" for
 * an optional text left empty, null for coordinates left empty.
 */
export interface ActivityValues {
  kind: ActivityKind;
  /** The show it belongs to (an activity id; "" or null for none). */
  showId?: number | string | null;
  /** A show's figures as staff enter them ("" or null: not given). */
  showExhibitors?: number | string | null;
  showVisitors?: number | string | null;
  showAreaSqm?: number | string | null;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** The editor's HTML (sanitised on the server). */
  description: string;
  /** The English description's HTML ("" for none: the English page says the description is in Chinese only). */
  descriptionEn?: string;
  /** "" or the image's address (/api/uploads/… or /images/…). */
  cover: string;
  online: boolean;
  venue: string;
  venueEn: string;
  address: string;
  /** The English address ("" or absent for none). */
  addressEn?: string;
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
  /** From when exhibitors may check tickets in; "" for the default (2 hours before the start). */
  doorsOpenAt: string;
  /** Online activities: the live link sent to registrants with a seat ("" for none yet). */
  onlineUrl?: string;
  /** Hours before the start that confirmed registrants are reminded (0: none; left out: the default). */
  reminderHoursBefore?: number | string;
  /** The exhibitor accounts taking part: only they check this activity's tickets in. */
  exhibitorIds: number[];
  agenda: AgendaRowValues[];
  published: boolean;
}

/** An exhibitor account the activity form offers to attach. */
export interface ExhibitorChoiceView {
  id: number;
  company: string;
  boothHall: string;
  boothNumber: string;
  /** A disabled account cannot log in (it may stay attached). */
  disabled: boolean;
}

/** A show the activity form offers to attach an activity to. */
export interface ShowChoiceView {
  id: number;
  title: string;
  /** "YYYY-MM-DD", China time. */
  startDay: string;
}

/** A stored activity as the console shows it: its values and what registrations made of it. */
export interface StaffActivityView {
  id: number;
  values: ActivityValues;
  seatsTaken: number;
  waitlisted: number;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  updatedLabel: string;
  /** Its updatedAt (ISO): PUT sends it back, and a save over someone else's newer save is a 409. */
  version: string;
}

/** /admin/activities/edit: an activity to edit, or (activity null) the starting values of a new one. */
export interface ActivityEditProps extends Record<string, unknown> {
  activity: StaffActivityView | null;
  defaults: ActivityValues;
  /** Every exhibitor account, by company, for the exhibitors' picker. */
  exhibitors: ExhibitorChoiceView[];
  /** Every show (kind show), latest first, for the "belongs to show" choice. */
  shows: ShowChoiceView[];
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
