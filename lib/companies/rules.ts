/**
 * Companies and the show's exhibitors, as the pages and the server both name them
 * (server/companies/). One company record per organisation: the directory, the
 * profile, the show's booths and the meetings booked there all point at it.
 */

/** What a company is on the platform; one company may be several (a brand with its own factory). */
export const COMPANY_KINDS = ['brand', 'factory', 'provider', 'retailer'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** Head-count bands a company chooses from (人员规模). */
export const COMPANY_SIZE_BANDS = ['1-49', '50-199', '200-999', '1000+'] as const;
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];

/** How the public reaches a company: one business phone or e-mail it chose (never the certification's mobile). */
export const CONTACT_CHANNELS = ['phone', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The most main categories a company names (the profile form's and its schema's limit). */
export const COMPANY_CATEGORIES_MAX = 5;

/** The most products a profile shows. */
export const COMPANY_PRODUCTS_MAX = 30;

/** Text limits of a company's public fields, in characters (code points). */
export const COMPANY_TEXT_MAX = {
  name: 100,
  nameEn: 160,
  summary: 120,
  summaryEn: 240,
  introduction: 3000,
  introductionEn: 6000,
  province: 20,
  city: 30,
  website: 200,
  contactValue: 120,
  capacity: 200,
  process: 30,
  service: 40,
  productName: 60,
  productNameEn: 120,
  productSummary: 200,
  productSummaryEn: 400,
} as const;

/** A profile change waits for staff: pending, then approved (it went live) or rejected with a note. */
export const REVISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/**
 * A meeting at the show (预约洽谈): a member requests a slot; the exhibitor accepts it, proposes another
 * (the member then accepts or declines it) or declines; either side may cancel. Requested, proposed and
 * accepted meetings hold their slot.
 */
export const MEETING_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const SLOT_HOLDING_STATUSES = ['requested', 'proposed', 'accepted'] as const satisfies readonly MeetingStatus[];

/** A meeting lasts one slot of this many minutes, starting on the hour or the half hour. */
export const MEETING_SLOT_MINUTES = 30;
/** Meetings one member may hold (requested, proposed or accepted) at one show, and on one day of it. */
export const MEETINGS_PER_SHOW_MAX = 10;
export const MEETINGS_PER_DAY_MAX = 5;
export const MEETING_NOTE_MAX = 300;

/** Floor plans: halls and booths are measured in whole metres. */
export const HALL_SIZE_MAX_M = 500;
export const BOOTH_SIZE_MAX_M = 60;
