import type { MeetingStatus } from './rules';

/**
 * Meetings and saved exhibitors as pages and the API hand them to the browser (server/companies/meetings/
 * views.ts makes them). Times are ISO instants with their China-time labels; names in the page's language.
 */

/** A booth as people find it: the hall's name and the booth's number. */
export interface BoothView {
  hall: string;
  number: string;
}

/** What the exhibitor learns of the member: only what the member chose to give with the request. */
export interface RequesterView {
  name: string;
  company: string;
  position: string;
  contact: string;
}

interface MeetingBase {
  id: number;
  /** The meeting's version: an action sends it back; a change made since (another tab) refuses the action. */
  version: string;
  status: MeetingStatus;
  startsAt: string;
  /** "YYYY-MM-DD HH:mm–HH:mm", China time. */
  timeLabel: string;
  showId: number;
  showTitle: string;
  note: string;
  replyNote: string;
  booth: BoothView | null;
  /** The calendar file of an accepted meeting (null otherwise: nothing to put in a calendar yet). */
  icsUrl: string | null;
}

/** One of a member's meetings (/account, 我的洽谈). */
export interface MemberMeetingView extends MeetingBase {
  companyId: number;
  companyName: string;
}

/** One meeting asked of an exhibitor (the exhibitor centre, 洽谈预约). */
export interface ExhibitorMeetingView extends MeetingBase {
  requester: RequesterView;
}

export interface MemberMeetingsAnswer {
  meetings: MemberMeetingView[];
}

export interface ExhibitorMeetingsAnswer {
  meetings: ExhibitorMeetingView[];
  /** The free slots it may propose instead, per meeting's show (ISO instants, with their labels). */
  freeSlots: Record<string, SlotChoiceView[]>;
}

export interface SlotChoiceView {
  startsAt: string;
  day: string;
  time: string;
}

/** One slot on the request page: taken by another meeting of the company, or by one of the member's own. */
export interface SlotView extends SlotChoiceView {
  taken: boolean;
}

export interface SlotDayView {
  day: string;
  slots: SlotView[];
}

/** A saved exhibitor (我的展商), with its booth at the show the list is for (null: none there). */
export interface SavedCompanyView {
  id: number;
  name: string;
  logo: string | null;
  booth: BoothView | null;
  /** The account's list: the show of that booth (its soonest not over), for booking a meeting there. */
  showId?: number | null;
}

export interface SavedCompaniesAnswer {
  companies: SavedCompanyView[];
}

/** A visit plan: the saved exhibitors with a booth at the show, in hall order then booth number. */
export interface VisitPlanView {
  show: { id: number; title: string; dateLabel: string; venue: string } | null;
  stops: (SavedCompanyView & { booth: BoothView })[];
  /** Saved exhibitors that have no booth at this show. */
  elsewhere: number;
}

/** The meeting request page (/companies/meet): the exhibitor, its booth, the show's days and hours, the slots. */
export interface MeetPageView {
  company: { id: number; name: string };
  show: { id: number; title: string; dates: string; hours: string; venue: string };
  booth: BoothView;
  days: SlotDayView[];
  /** The member's name, and their login when it is a mobile number or an e-mail address ("" otherwise). */
  requester: { name: string; login: string };
  /** Why this account cannot ask (null: it can). */
  refusal: 'not_member' | 'own_company' | null;
}
