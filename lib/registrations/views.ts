/** What the registration API answers, as the browser reads it (dates as ISO strings). */

export type RegistrationStatus = 'confirmed' | 'waitlisted' | 'cancelled' | 'checked_in';

export interface RegistrationAnswer {
  registration: {
    code: string;
    status: RegistrationStatus;
    waitlistPosition: number | null;
    quantity: number;
    name: string;
    activityId: number;
    checkedInAt: string | null;
    /** checkedInAt as "YYYY-MM-DD HH:mm" in China Standard Time. */
    checkedInLabel: string | null;
    /** When a cancelled registration was cancelled, "YYYY-MM-DD HH:mm" China time; null for any other. */
    cancelledLabel: string | null;
    /** A cancelled registration whose mobile number or e-mail address has registered for the activity again since. */
    registeredAgain: boolean;
    /** Everyone the registration is for, the registrant first, each with their own ticket; empty on a companion's own ticket. */
    attendees: AttendeeTicketView[];
    /** On a companion's own ticket: the name of who registered them; else null. */
    registeredBy: string | null;
  };
  activity: TicketActivityView | null;
}

/** One attendee of a group as their registrant sees them. */
export interface AttendeeTicketView {
  position: number;
  code: string;
  name: string;
  status: RegistrationStatus;
  checkedInAt: string | null;
  checkedInLabel: string | null;
  /** Their own ticket link (/t/{code}{key}), to pass on. */
  ticketPath: string;
}

/** The activity as a registrant's ticket shows it, in their language (times "YYYY-MM-DD HH:mm", China time). */
export interface TicketActivityView {
  id: number;
  title: string;
  startLabel: string;
  endLabel: string;
  venue: string;
  address: string;
  online: boolean;
  /** An online activity's live link: only for a registration with a seat, shown to whoever proved it is theirs; else null. */
  onlineUrl: string | null;
}

/** A ticket's holder as an exhibitor may see them at the door. */
export interface TicketHolderView {
  code: string;
  name: string;
  company: string;
  position: string;
  quantity: number;
  activityTitle: string;
}

/** The first step of a check-in (GET /api/checkins?code=): whose ticket it is, nothing written yet. */
export interface CheckInPreviewAnswer {
  status: 'confirmed' | 'checked_in';
  /** When the ticket was checked in (by anyone), "YYYY-MM-DD HH:mm" China time; null when it was not. */
  checkedInLabel: string | null;
  /** The visitor is among this exhibitor's leads already. */
  inLeads: boolean;
  visitor: TicketHolderView;
}

export interface CheckInAnswer {
  first: boolean;
  /** When the ticket was checked in, "YYYY-MM-DD HH:mm" China time. */
  checkedInLabel: string;
  visitor: TicketHolderView;
}

/** A lead as the exhibitor centre shows it. */
export interface LeadView {
  scannedLabel: string;
  name: string;
  mobile: string;
  email: string;
  company: string;
  position: string;
  audience: string;
  quantity: number;
  activityTitle: string;
  code: string;
}

/**
 * `GET /api/activities/{id}/my-registration`: the registration for the activity that this browser made or the
 * logged-in account owns (not a cancelled one), or null — the registration page then says "you are registered".
 */
export interface MyRegistrationAnswer {
  registration: { code: string; status: RegistrationStatus } | null;
}
