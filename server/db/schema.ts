import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS } from '../../lib/activities/rules';
import { COMPANY_KINDS, MEETING_STATUSES, REVISION_STATUSES } from '../../lib/companies/rules';
import { SOURCING_STATUSES } from '../../lib/sourcing/rules';

/**
 * The one Postgres schema (PGlite and a Postgres server alike). Changes go
 * through `npm run db:generate`, which writes a new SQL migration under
 * server/db/migrations; migrations run when the server starts.
 */

/**
 * Site search (server/search/): the row's searchable text, folded (A–Z to a–z),
 * filled by a trigger of the database on every write (migration 0013) — the app
 * never writes it. A members-only article's body is not in it; a draft has none.
 */
const searchColumns = {
  searchText: text('search_text').notNull().default(''),
};

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const articleChannel = pgEnum('article_channel', ['news', 'hot', 'practical', 'pay']);
export const articleStatus = pgEnum('article_status', ['draft', 'pending', 'published', 'rejected']);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    channel: articleChannel('channel').notNull(),
    status: articleStatus('status').notNull().default('draft'),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    /** Sanitised HTML of the editor. */
    body: text('body').notNull().default(''),
    cover: text('cover'),
    authorName: text('author_name').notNull().default(''),
    /** The member or editor who wrote it on the site (null for the demo content and staff imports). */
    authorId: integer('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The sanitiser rules version (server/rich-text/sanitise-html.ts) the body
     * was cleaned with; a body cleaned with older rules is cleaned again when read.
     * 0: never sanitised on the site (the seeded demo content).
     */
    bodyRulesVersion: integer('body_rules_version').notNull().default(0),
    /** When the author last sent it for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The reviewer's note to the author (why it was rejected, or a remark on approval). */
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * Scheduled by staff and its going live not yet in the audit log: set by scheduling, cleared by the first
     * instance that sees its time reached (server/articles/scheduled.ts), which records it then, once.
     */
    goLivePending: boolean('go_live_pending').notNull().default(false),
    ...searchColumns,
    /** The title and English title, folded, apart: the search ranks a match there first (same trigger). */
    searchTitle: text('search_title').notNull().default(''),
    /** The summary and English summary, folded: ranked second. */
    searchSummary: text('search_summary').notNull().default(''),
    /**
     * Every distinct character, pair and triple of adjacent characters of
     * `search_text` (server/search/README.md): the GIN index finds a term's rows
     * by them. Kept by the same trigger; empty unless published.
     */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    // fastupdate off: no pending list that every search would scan (the embedded database has no autovacuum to empty it).
    index('articles_search_grams_idx').using('gin', t.searchGrams).with({ fastupdate: false }),
    index('articles_channel_published_idx').on(t.channel, t.status, t.publishedAt),
    index('articles_author_idx').on(t.authorId),
    index('articles_status_idx').on(t.status, t.submittedAt),
    index('articles_go_live_pending_idx').on(t.publishedAt).where(sql`${t.goLivePending}`),
  ],
);

export interface AgendaItem {
  time: string;
  /** The time as the English page says it ("Day 2 09:30"); absent: derived from `time` when it is a clock time, else Chinese only. */
  timeEn?: string;
  title: string;
  titleEn?: string;
}

export interface ActivityInfo {
  transport: string;
  faq: { q: string; a: string }[];
  notes: string[];
}

/** What an activity is (lib/activities/rules.ts ACTIVITY_KINDS): the /activities filter, and `show` drives /tmz. */
export const activityKind = pgEnum('activity_kind', ACTIVITY_KINDS);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    description: text('description').notNull().default(''),
    /** The English description (overview, audience, highlights), sanitised as `description`; null: the English page says it is in Chinese only. */
    descriptionEn: text('description_en'),
    cover: text('cover'),
    venue: text('venue').notNull(),
    venueEn: text('venue_en'),
    address: text('address').notNull().default(''),
    addressEn: text('address_en'),
    city: text('city').notNull().default(''),
    cityEn: text('city_en'),
    /** Held online: no address to travel to (its page and Event data show no place). */
    online: boolean('online').notNull().default(false),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    perRegistrationLimit: integer('per_registration_limit').notNull().default(1),
    /** Seats held by confirmed registrations; kept in the same transaction as the registrations. */
    seatsTaken: integer('seats_taken').notNull().default(0),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default(sql`'[]'::jsonb`),
    info: jsonb('info').$type<ActivityInfo>().notNull().default(sql`'{"transport":"","faq":[],"notes":[]}'::jsonb`),
    published: boolean('published').notNull().default(true),
    /**
     * From when exhibitors may check visitors in; null: 2 hours before the
     * start (lib/activities/rules.ts DOORS_OPEN_DEFAULT_MINUTES). Check-in ends with the activity.
     */
    doorsOpenAt: timestamp('doors_open_at', { withTimezone: true }),
    /** Online activities: the live link, sent to confirmed registrants (confirmation, promotion, reminder) and never shown on the page. */
    onlineUrl: text('online_url'),
    /** How many hours before the start confirmed registrants are reminded (0: no reminder). */
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    kind: activityKind('kind').notNull().default('forum'),
    /** The show a forum, course… belongs to (its programme on /tmz); null: on its own. Only a show's own row is never attached. */
    showId: integer('show_id').references((): AnyPgColumn => activities.id, { onDelete: 'set null' }),
    /** A show's figures as staff enter them (null: not given): exhibitors, visitors, floor area in square metres. */
    showExhibitors: integer('show_exhibitors'),
    showVisitors: integer('show_visitors'),
    showAreaSqm: integer('show_area_sqm'),
    /**
     * The calendar file's SEQUENCE (RFC 5545): raised by each save that changes when or where it is
     * held, or hides or shows it again, so calendars that imported the file take the new one over it.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    ...searchColumns,
    ...timestamps,
  },
  (t) => [
    index('activities_starts_idx').on(t.startsAt),
    index('activities_kind_idx').on(t.kind, t.startsAt),
    index('activities_show_idx').on(t.showId),
    check('activities_show_figures_check', sql`coalesce(${t.showExhibitors}, 0) >= 0 and coalesce(${t.showVisitors}, 0) >= 0 and coalesce(${t.showAreaSqm}, 0) >= 0`),
  ],
);

/**
 * The exhibitors taking part in an activity (staff attach them in the
 * console): an exhibitor checks in only the tickets of these activities.
 */
export const activityExhibitors = pgTable(
  'activity_exhibitors',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.exhibitorId] }), index('activity_exhibitors_exhibitor_idx').on(t.exhibitorId)],
);

export const employmentType = pgEnum('employment_type', ['full_time', 'part_time', 'intern']);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    department: text('department').notNull(),
    departmentEn: text('department_en'),
    city: text('city').notNull(),
    cityEn: text('city_en'),
    headcount: integer('headcount').notNull().default(1),
    employmentType: employmentType('employment_type').notNull().default('full_time'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    duties: jsonb('duties').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requirements: jsonb('requirements').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...searchColumns,
    ...timestamps,
  },
  (t) => [index('jobs_listing_idx').on(t.hidden, t.closesAt)],
);

export const consultants = pgTable('consultants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  expertise: jsonb('expertise').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  expertiseEn: jsonb('expertise_en').$type<string[]>(),
  bio: text('bio').notNull().default(''),
  bioEn: text('bio_en'),
  photo: text('photo'),
  phone: text('phone'),
  email: text('email'),
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const partnerCategory = pgEnum('partner_category', [
  'brand',
  'factory',
  'provider',
  'retailer',
  'media',
  'association',
]);

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  category: partnerCategory('category').notNull(),
  logo: text('logo'),
  url: text('url'),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en'),
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** Who an account is: members sign up themselves; exhibitors, editors and admins are created by staff. */
export const userKind = pgEnum('user_kind', ['member', 'exhibitor', 'editor', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kind: userKind('kind').notNull().default('member'),
    /** What the person logs in with, normalised: an e-mail address in lower case or an 11-digit mainland mobile number. */
    login: text('login').notNull(),
    name: text('name').notNull().default(''),
    /** scrypt hash in the self-describing form of server/auth/password.ts; never the password. */
    passwordHash: text('password_hash').notNull(),
    /** A disabled account cannot log in, and its sessions end. */
    disabled: boolean('disabled').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * When the person proved the login is theirs with a code sent to it (SMS to a mobile number, e-mail to an
     * address); null: never (accounts made before codes existed, and staff-made ones until they verify on /account).
     */
    loginVerifiedAt: timestamp('login_verified_at', { withTimezone: true }),
    /**
     * The company the account acts for (server/companies/): an exhibitor's company, or the company a member's
     * approved certification made; it edits that company's profile. Null: none.
     */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_login_idx').on(t.login), index('users_company_idx').on(t.companyId)],
);

/** The exhibitor centre's details of an exhibitor account (one row per exhibitor user). */
export const exhibitors = pgTable('exhibitors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull(),
  boothHall: text('booth_hall').notNull().default(''),
  boothNumber: text('booth_number').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  ...timestamps,
});

/**
 * Logged-in sessions. Only the SHA-256 of the cookie's token is stored, so a
 * copy of this table does not let anyone in. `kind` is the account's kind when
 * the token was issued: when it differs from the account's, the token is rotated.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: userKind('kind').notNull(),
    /** "Remember me": a 30-day cookie instead of one that ends with the browser session. */
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Counters of rate-limiter-flexible (login throttling), shared by every app instance on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

export const audienceType = pgEnum('audience_type', ['brand', 'factory', 'provider', 'retailer', 'other']);
export const registrationStatus = pgEnum('registration_status', ['confirmed', 'waitlisted', 'cancelled', 'checked_in']);

/**
 * Registrations for activities. One mobile number or e-mail address registers
 * once per activity (checked under the activity's lock; partial unique indexes
 * back it: on the mobile number where there is one, on the address where it is
 * the only contact). A mainland mobile is stored as 11 digits, one from elsewhere
 * in E.164 with "+"; '' when the registrant gave only an e-mail address. Seats are counted in activities.seats_taken, changed
 * only in the same transaction as the registration, under a lock on the
 * activity's row: no two instances can sell the same seat. Ids follow the
 * order in which registrations took that lock: the waitlist's order.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The confirmation code: 12 characters from 32 (60 random bits), shown on the ticket. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull(),
    position: text('position').notNull(),
    audience: audienceType('audience').notNull(),
    quantity: integer('quantity').notNull().default(1),
    status: registrationStatus('status').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the capability token the registering browser got in an
     * HttpOnly cookie: that browser may see the registration again without its
     * code and mobile number. Null for registrations made before it existed.
     */
    ownerTokenHash: text('owner_token_hash'),
    /** The language the registrant used: their messages (confirmation, promotion, reminder) are written in it. */
    locale: text('locale').notNull().default('zh-CN'),
    /**
     * The account that registered, logged in (null: registered without logging in). It sees the registration on
     * /account and its ticket on any device. Rows made before it existed were linked to the account whose login is
     * their mobile number, verified with a code (the proof owner-proof.ts already took for them).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('registrations_code_idx').on(t.code),
    // One live registration per person and activity; cancelled ones stay (their codes still answer 报名已取消).
    uniqueIndex('registrations_activity_mobile_idx').on(t.activityId, t.mobile).where(sql`${t.mobile} <> '' and ${t.status} <> 'cancelled'`),
    uniqueIndex('registrations_activity_email_only_idx')
      .on(t.activityId, t.email)
      .where(sql`${t.mobile} = '' and ${t.email} <> '' and ${t.status} <> 'cancelled'`),
    check('registrations_contact_check', sql`${t.mobile} <> '' or ${t.email} <> ''`),
    index('registrations_waitlist_idx').on(t.activityId, t.status, t.id),
    index('registrations_user_idx').on(t.userId, t.id),
  ],
);

/**
 * The people a registration is for, one row per seat asked: the first (position
 * 1) is the registrant and carries the registration's code and name; each has
 * its own code (from the same alphabet, unique with the registrations' codes),
 * ticket and check-in. A registration's quantity is the number of its
 * attendees not cancelled one by one (registrations/attendees.ts).
 */
export const registrationAttendees = pgTable(
  'registration_attendees',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** 1: the registrant; 2, 3…: the people they registered, in the form's order. */
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Optional contact of a companion (the registrant's own is on the registration): '' when not given. */
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Cancelled on its own by the registrant (a whole cancelled registration cancels every attendee not checked in). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_attendees_code_idx').on(t.code), uniqueIndex('registration_attendees_position_idx').on(t.registrationId, t.position)],
);

/**
 * Visitors an exhibitor met: made when the exhibitor checks in a ticket at the
 * booth. One row per exhibitor and attendee, however often it is scanned.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    exhibitorId: integer('exhibitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The attendee whose ticket was scanned (set for every lead; the migration gave older ones the registrant). */
    attendeeId: integer('attendee_id').references(() => registrationAttendees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_exhibitor_attendee_idx').on(t.exhibitorId, t.attendeeId), index('leads_exhibitor_idx').on(t.exhibitorId, t.id)],
);

/** Raw bytes (Postgres bytea): PGlite hands back a Uint8Array, node-postgres a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/**
 * The bytes of uploaded images, stored once per content (keyed by SHA-256,
 * hex): every app instance serves the same files without a shared disk.
 * `type` is the MIME type decided from the bytes after re-encoding.
 */
export const uploadBlobs = pgTable('upload_blobs', {
  sha256: text('sha256').primaryKey(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an upload is for: an image in an article (public), a business licence (private to its applicant and
 * staff), a job applicant's résumé (staff only, through the console; never served by /api/uploads) or a sourcing
 * file (an image or PDF attached to a sourcing request or quote: served only by the sourcing routes, to whom
 * server/sourcing/files.ts lets read it).
 */
export const uploadPurpose = pgEnum('upload_purpose', ['image', 'licence', 'resume', 'sourcing']);

/** One upload by someone: a random, unguessable id pointing at its bytes. */
export const uploads = pgTable(
  'uploads',
  {
    /** 22 characters of base64url (128 random bits); the URL is /api/uploads/{id}. */
    id: text('id').primaryKey(),
    sha256: text('sha256')
      .notNull()
      .references(() => uploadBlobs.sha256, { onDelete: 'restrict' }),
    purpose: uploadPurpose('purpose').notNull(),
    /** The account that uploaded it; null for an anonymous certification upload and for every résumé. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.sha256), index('uploads_sha256_idx').on(t.sha256)],
);

export const certificationKind = pgEnum('certification_kind', COMPANY_KINDS);
export const certificationStatus = pgEnum('certification_status', ['pending', 'approved', 'rejected']);

/**
 * Brand and retailer certification applications. One open (pending)
 * application per Unified Social Credit Code and kind (partial unique index).
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    /** The application number the applicant is given, e.g. BR-20261122-7KQ3MX (brand) or RT-… (retailer). */
    number: text('number').notNull(),
    kind: certificationKind('kind').notNull(),
    status: certificationStatus('status').notNull().default('pending'),
    companyName: text('company_name').notNull(),
    /** Unified Social Credit Code (GB 32100-2015), 18 characters, upper case. */
    uscc: text('uscc').notNull(),
    legalRepresentative: text('legal_representative').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /** Brand applications. */
    brandName: text('brand_name').notNull().default(''),
    /** Retailer applications. */
    storeName: text('store_name').notNull().default(''),
    storeAddress: text('store_address').notNull().default(''),
    /** Factory applications: monthly capacity as the factory states it, and its main processes. */
    capacity: text('capacity').notNull().default(''),
    processes: jsonb('processes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Service provider applications: the services offered. */
    services: jsonb('services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    licenceUploadId: text('licence_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** The logged-in account that applied, if any. */
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('certifications_number_idx').on(t.number),
    uniqueIndex('certifications_open_uscc_idx').on(t.uscc, t.kind).where(sql`status = 'pending'`),
    index('certifications_status_idx').on(t.status, t.id),
  ],
);

export const feedbackTopic = pgEnum('feedback_topic', ['cooperation', 'exhibition', 'certification', 'activity', 'media', 'suggestion', 'other']);
export const feedbackStatus = pgEnum('feedback_status', ['new', 'handled']);

/**
 * Messages sent with the contact page's form. Each is acknowledged to the
 * visitor with its reference only after this row is committed. A repeat of the
 * same message from the same contact within a day is answered with the first
 * one's reference instead of a second row (decided under an advisory lock on
 * the message's digest, so simultaneous repeats on any instance agree).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** What the visitor is given, e.g. FB-20261122-7KQ3MX. */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    audience: audienceType('audience').notNull(),
    topic: feedbackTopic('topic').notNull(),
    message: text('message').notNull(),
    /** SHA-256 of the message with case and white space evened out: finds repeats. */
    messageDigest: text('message_digest').notNull(),
    /** The sender's address (an IPv4 address or an IPv6 /64), for staff who need to trace a flood. */
    addressKey: text('address_key').notNull().default(''),
    status: feedbackStatus('status').notNull().default('new'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('feedback_reference_idx').on(t.reference),
    index('feedback_digest_idx').on(t.messageDigest, t.createdAt),
    index('feedback_status_idx').on(t.status, t.id),
  ],
);

export const feedbackSpamRule = pgEnum('feedback_spam_rule', ['honeypot', 'token', 'too_fast', 'rate_limit', 'duplicate']);

/**
 * Contact-form attempts a spam rule turned away, counted per China day, rule
 * and sender address (one row however many attempts, so a flood cannot fill
 * the table), with the last attempt's name and the start of its message so
 * that staff can tell a false alarm from spam.
 */
export const feedbackSpam = pgTable(
  'feedback_spam',
  {
    /** The China day, YYYY-MM-DD. */
    day: text('day').notNull(),
    rule: feedbackSpamRule('rule').notNull(),
    addressKey: text('address_key').notNull(),
    attempts: integer('attempts').notNull().default(1),
    sample: text('sample').notNull().default(''),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.rule, t.addressKey] }), index('feedback_spam_last_idx').on(t.lastAt)],
);

/**
 * Secrets the site makes for itself on first use and every instance shares
 * (the contact form's token key), so that nothing needs configuring.
 */
/**
 * WeChat's access_token and jsapi_ticket of the official account, shared by every instance: each is asked of
 * WeChat only when the stored one is about to expire, by one instance at a time (server/wechat/credentials.ts).
 */
export const wechatCredentials = pgTable('wechat_credentials', {
  /** access_token or jsapi_ticket, for the app id: `access_token:wx123…`. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's WeChat: one row per WeChat app the person authorised (the website application on a computer, the
 * official account inside WeChat), each with that app's openid. The unionid, when WeChat gives one, is the same
 * for one person in every app of the site's open-platform account, so either app finds the same member
 * (server/accounts/wechat-identities.ts). Members only: staff and exhibitor accounts never have one.
 */
export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: text('app_id').notNull(),
    openId: text('open_id').notNull(),
    unionId: text('union_id'),
    /** The WeChat nickname when it was linked, shown to the member on /account only. */
    nickname: text('nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_identities_app_open_idx').on(t.appId, t.openId),
    index('wechat_identities_union_idx').on(t.unionId),
    index('wechat_identities_user_idx').on(t.userId),
  ],
);

/**
 * One WeChat authorisation under way (server/accounts/wechat-authorisations.ts): the OAuth `state` sent to
 * WeChat, stored as its SHA-256 with the SHA-256 of the random value of an HttpOnly cookie that binds it to the
 * browser that asked; used once, valid 10 minutes. A first login that WeChat has answered waits here for the
 * mobile step: the WeChat identity, and the SHA-256 of the token of the cookie that lets this browser finish.
 */
export const wechatAuthorisations = pgTable('wechat_authorisations', {
  id: serial('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  browserHash: text('browser_hash').notNull(),
  /** login: log in (or a first login's mobile step); link: add WeChat to the account `user_id` from /account. */
  intent: text('intent').$type<'login' | 'link'>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** A local path to go to afterwards (with the page's language prefix), and that language (for /login/wechat). */
  redirect: text('redirect').notNull().default('/'),
  locale: text('locale').notNull().default('zh-CN'),
  appId: text('app_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  pendingHash: text('pending_hash').unique(),
  openId: text('open_id'),
  unionId: text('union_id'),
  nickname: text('nickname').notNull().default(''),
  pendingUntil: timestamp('pending_until', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff changed in the console: who (kept by name and kind too, so the
 * entry outlives the account), what (an action and the record it touched),
 * when, and the key fields before → after. Written in the same transaction as
 * the change itself, so there is no change without its entry. Actions and
 * record types are text (lib/audit/rules.ts lists them) so that new console
 * features add actions without a migration.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who made the change, or whose change set off an automatic one; '' and null for the system alone. */
    actorName: text('actor_name').notNull(),
    actorKind: userKind('actor_kind'),
    /** Set on an entry the system made by itself (a waitlist promotion): what caused it (AUDIT_CAUSES, lib/audit/rules.ts); null for a person's change. */
    cause: text('cause'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** What the record is called (an article's title, an application's number), as it was then. */
    entityLabel: text('entity_label').notNull().default(''),
    /** Key fields that changed: `{ field: [before, after] }`. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export const messageChannel = pgEnum('message_channel', ['sms', 'email']);
/**
 * pending: waiting to be sent (maybe later: `due_at`); sending: claimed by a delivery worker until
 * `claimed_until`; sent; failed: gave up after the last try (staff may retry); cancelled: no longer
 * wanted (a reminder for a cancelled registration).
 */
export const messageStatus = pgEnum('message_status', ['pending', 'sending', 'sent', 'failed', 'cancelled']);

/**
 * The outbox: every SMS and e-mail the site sends, one row per recipient and
 * channel, written in the same transaction as the change that causes it, so a
 * committed change always has its message and a rolled-back one never does.
 * Delivery workers (server/messages/delivery.ts, one in every app instance)
 * claim due rows with FOR UPDATE SKIP LOCKED, send them and record the answer.
 * `kind` is text (server/messages/kinds.ts lists them) so that new messages
 * need no migration; the text is rendered from translation keys and `params`
 * when it is sent.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    channel: messageChannel('channel').notNull(),
    /** An 11-digit mainland mobile number or an e-mail address. */
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull().default('zh-CN'),
    /** The template's parameters; secret ones (a verification code) are blanked once a real transport has sent it. */
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    status: messageStatus('status').notNull().default('pending'),
    /** Not sent before this time (reminders; retries after a failure). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    /** The worker's claim: until then no other worker takes it; after it (a crashed worker) it is due again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which transport handled it (log, smtp, aliyun) and the id the provider gave it. */
    transport: text('transport').notNull().default(''),
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What it is about, e.g. registration 12: reminders are found (and cancelled) by it. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ...timestamps,
  },
  (t) => [
    index('messages_due_idx').on(t.status, t.dueAt, t.id),
    index('messages_created_idx').on(t.createdAt, t.id),
    index('messages_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

export const verificationPurpose = pgEnum('verification_purpose', ['signup', 'verify', 'reset', 'wechat']);

/**
 * One-time codes sent to a mobile number or e-mail address to prove it is the
 * person's: 6 digits, stored as an HMAC under the site's own secret (never the
 * code), valid 5 minutes, ended by 5 wrong tries or by its use. The rows also
 * count how many codes a recipient was sent (one a minute, ten a day).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: verificationPurpose('purpose').notNull(),
    /** The normalised login (mobile number or e-mail address) it was sent to. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_recipient_idx').on(t.recipient, t.createdAt)],
);

export const applicationStatus = pgEnum('application_status', ['new', 'screening', 'interview', 'offer', 'hired', 'rejected']);
export const experienceBand = pgEnum('experience_band', ['graduate', 'lt1', '1to3', '3to5', '5to10', '10plus']);
export const educationLevel = pgEnum('education_level', ['high_school', 'vocational', 'associate', 'bachelor', 'master', 'doctorate']);

/**
 * Applications for jobs, sent from the job's page with a résumé (server/applications). The row, its
 * résumé (an upload of purpose `resume`) and the receipt message are committed in one transaction. A
 * repeat by the same mobile number for the same job within 30 days finds the first under an advisory
 * lock on (job, mobile) and adds nothing. Deleted with their résumé APPLICATION_RETENTION_DAYS after
 * the job closes (server/applications/retention.ts).
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    /** What the candidate is given, e.g. AP-20261122-7KQ3MX. */
    reference: text('reference').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    experience: experienceBand('experience').notNull(),
    education: educationLevel('education').notNull(),
    coverNote: text('cover_note').notNull().default(''),
    resumeUploadId: text('resume_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    status: applicationStatus('status').notNull().default('new'),
    /** The language the candidate used: their messages are written in it. */
    locale: text('locale').notNull().default('zh-CN'),
    /** The logged-in account that applied, if any (the application is the candidate's whatever the account). */
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the candidate agreed to the recruitment privacy terms (the moment the application was sent). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** When the status last changed (null while new). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** SHA-256 of the capability cookie given to the browser that applied (server/auth/owner-cookie.ts); null before it existed. */
    ownerTokenHash: text('owner_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_reference_idx').on(t.reference),
    index('job_applications_repeat_idx').on(t.jobId, t.mobile, t.createdAt),
    index('job_applications_created_idx').on(t.createdAt, t.id),
    index('job_applications_status_idx').on(t.status, t.id),
    index('job_applications_applicant_idx').on(t.applicantId, t.id),
  ],
);

/** Recruiters' notes on an application: staff only, deleted with it. */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was then, so the note outlives the account. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_notes_application_idx').on(t.applicationId, t.id)],
);

export const companyKind = pgEnum('company_kind', COMPANY_KINDS);

/**
 * The one shared two-level list of product categories (服装 → 针织服装): a top category has no parent, a
 * sub-category's parent is a top one. Seeded; staff edit it. Companies, products (and sourcing requests) name them.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId, t.sortOrder), uniqueIndex('product_categories_name_idx').on(sql`coalesce(${t.parentId}, 0)`, t.name)],
);

/**
 * One record per organisation (server/companies/): the directory's entry, its profile, the show's exhibitor.
 * The Unified Social Credit Code is its key where known and is never shown; an approved certification
 * creates or updates the company with that code and marks it certified (kind and date). Public fields change
 * through staff (the console) or, for the company's own accounts, through a reviewed revision
 * (company_revisions). A hidden company is in no public list.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uscc: text('uscc'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    kinds: companyKind('kinds').array().notNull().default(sql`'{}'::company_kind[]`),
    /** The logo's address (an upload's /api/uploads/… or a seeded file's). */
    logo: text('logo'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    /** Plain text; paragraphs separated by blank lines. */
    introduction: text('introduction').notNull().default(''),
    introductionEn: text('introduction_en'),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    foundedYear: integer('founded_year'),
    /** COMPANY_SIZE_BANDS (lib/companies/rules.ts). */
    sizeBand: text('size_band'),
    website: text('website'),
    /** The public channel the company chose: a business phone or e-mail (CONTACT_CHANNELS). */
    contactChannel: text('contact_channel'),
    contactValue: text('contact_value'),
    /** The approved certification's kind and when it was approved; null: not certified. */
    certifiedKind: certificationKind('certified_kind'),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    certificationId: integer('certification_id').references(() => certifications.id, { onDelete: 'set null' }),
    /** A factory's stated capacity and main processes; a provider's services. */
    capacity: text('capacity').notNull().default(''),
    processes: jsonb('processes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    services: jsonb('services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    hidden: boolean('hidden').notNull().default(false),
    /** Staff trust the company: its sourcing requests go live at once, without review (server/sourcing/). */
    trusted: boolean('trusted').notNull().default(false),
    ...searchColumns,
    /** The search text's characters, pairs and triples (migration 0020), for the directory's keyword search. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_uscc_idx').on(t.uscc),
    index('companies_certified_idx').on(t.certifiedAt, t.id),
    index('companies_search_grams_idx').using('gin', t.searchGrams).with({ fastupdate: false }),
    check('companies_founded_year_check', sql`${t.foundedYear} is null or ${t.foundedYear} between 1800 and 2100`),
  ],
);

/** A company's main product categories. */
export const companyCategories = pgTable(
  'company_categories',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] }), index('company_categories_category_idx').on(t.categoryId)],
);

/** A company's products on its profile (COMPANY_PRODUCTS_MAX at most), in its order. */
export const companyProducts = pgTable(
  'company_products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    picture: text('picture'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('company_products_company_idx').on(t.companyId, t.sortOrder)],
);

export const revisionStatus = pgEnum('revision_status', REVISION_STATUSES);

/**
 * A change to a company's public profile proposed by the company's own account: the whole proposed profile
 * (fields and products) waits for staff, while the live profile stays as it was; approving applies it. One
 * pending revision per company; a new proposal replaces the pending one's content.
 */
export const companyRevisions = pgTable(
  'company_revisions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: revisionStatus('status').notNull().default('pending'),
    /** The proposed profile (lib/companies: CompanyProfileInput). */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
    /** The company's version (updatedAt) the proposal was made from. */
    baseVersion: text('base_version').notNull(),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_revisions_pending_idx').on(t.companyId).where(sql`status = 'pending'`),
    index('company_revisions_status_idx').on(t.status, t.id),
  ],
);

/** A hall of a show (an activity of kind `show`): its floor is a rectangle measured in whole metres. */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    showId: integer('show_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    widthM: integer('width_m').notNull(),
    depthM: integer('depth_m').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('halls_show_name_idx').on(t.showId, t.name), check('halls_size_check', sql`${t.widthM} > 0 and ${t.depthM} > 0`)],
);

/**
 * A booth on a hall's floor: its number, its top-left corner (x from the hall's left wall, y from its front)
 * and size in whole metres, and the company that exhibits there. A booth holds one company; a company has
 * one booth at a show; booths of one hall never overlap (checked under the hall's row lock).
 */
export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    widthM: integer('width_m').notNull(),
    depthM: integer('depth_m').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('booths_show_number_idx').on(t.showId, t.number),
    uniqueIndex('booths_show_company_idx').on(t.showId, t.companyId).where(sql`company_id is not null`),
    index('booths_hall_idx').on(t.hallId),
    index('booths_company_idx').on(t.companyId),
    check('booths_geometry_check', sql`${t.x} >= 0 and ${t.y} >= 0 and ${t.widthM} > 0 and ${t.depthM} > 0`),
  ],
);

export const meetingStatus = pgEnum('meeting_status', MEETING_STATUSES);

/** What the exhibitor learns of the member who asks for a meeting (nothing before the request). */
export interface MeetingRequester {
  name: string;
  company: string;
  position: string;
  /** The contact the member chose to give: a mobile number or an e-mail address. */
  contact: string;
}

/**
 * Meetings at a show (预约洽谈) between a member and an exhibiting company, one half-hour slot each. A slot
 * holds one meeting per company and one per member while requested, proposed or accepted (partial unique indexes).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    showId: integer('show_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: meetingStatus('status').notNull().default('requested'),
    note: text('note').notNull().default(''),
    replyNote: text('reply_note').notNull().default(''),
    requester: jsonb('requester').$type<MeetingRequester>().notNull(),
    /** The member's language: their messages are written in it. */
    locale: text('locale').notNull().default('zh-CN'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('meetings_company_slot_idx').on(t.companyId, t.startsAt).where(sql`status in ('requested', 'proposed', 'accepted')`),
    uniqueIndex('meetings_requester_slot_idx').on(t.requesterId, t.startsAt).where(sql`status in ('requested', 'proposed', 'accepted')`),
    index('meetings_requester_idx').on(t.requesterId, t.showId),
    index('meetings_company_idx').on(t.companyId, t.startsAt),
  ],
);

/** The exhibitors a member saved (我的展商) for the visit plan. */
export const savedCompanies = pgTable(
  'saved_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

export const sourcingStatus = pgEnum('sourcing_status', SOURCING_STATUSES);

/**
 * Sourcing requests (采购需求, server/sourcing/): what a certified company needs, reviewed by staff (or live at
 * once for a trusted company), open to quotes until `closes_at`. The buyer's company is shown only when
 * `show_company`. Its version is `updated_at` (server/kernel/record-version.ts). Search text (migration 0026's
 * trigger) only while live or closed, never for a draft, a pending, rejected or hidden one.
 */
export const sourcingRequests = pgTable(
  'sourcing_requests',
  {
    id: serial('id').primaryKey(),
    buyerCompanyId: integer('buyer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The account that posted it. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    status: sourcingStatus('status').notNull().default('pending'),
    title: text('title').notNull(),
    /** Null only while a draft has none yet (the check below). */
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'restrict' }),
    /** Sanitised HTML of the editor (server/rich-text/), cleaned with `description_rules_version`. */
    description: text('description').notNull().default(''),
    descriptionRulesVersion: integer('description_rules_version').notNull().default(0),
    /** Null only while a draft has none yet. */
    quantity: integer('quantity'),
    /** SOURCING_UNITS (lib/sourcing/rules.ts). */
    unit: text('unit').notNull(),
    /** BUDGET_BASES: a unit price or the whole order; the range in fen (分), either end may be open; null: no budget. */
    budgetBasis: text('budget_basis'),
    budgetMinFen: bigint('budget_min_fen', { mode: 'number' }),
    budgetMaxFen: bigint('budget_max_fen', { mode: 'number' }),
    /** Where the goods are to be delivered (a province or city, as typed). */
    region: text('region').notNull(),
    /** The day the buyer needs the goods by (China), YYYY-MM-DD. */
    neededBy: text('needed_by').notNull(),
    kindsWanted: companyKind('kinds_wanted').array().notNull(),
    /** Certificates, samples… as plain text. */
    requirements: text('requirements').notNull().default(''),
    showCompany: boolean('show_company').notNull().default(false),
    /** How long it stays open once live. */
    openDays: integer('open_days').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Ended before its time (status closed or hidden). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Quotes sent and not withdrawn (kept with the quotes). */
    quoteCount: integer('quote_count').notNull().default(0),
    /** The poster's language when it posted (zh-CN or en): every message to the buyer is in it. */
    locale: text('locale').notNull().default('zh-CN'),
    ...searchColumns,
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index('sourcing_requests_status_idx').on(t.status, t.liveAt, t.id),
    index('sourcing_requests_pending_idx').on(t.submittedAt, t.id).where(sql`status = 'pending'`),
    index('sourcing_requests_buyer_idx').on(t.buyerCompanyId, t.createdAt),
    index('sourcing_requests_search_grams_idx').using('gin', t.searchGrams).with({ fastupdate: false }),
    check('sourcing_requests_quantity_check', sql`${t.quantity} > 0`),
    check('sourcing_requests_draft_check', sql`${t.status} = 'draft' or (${t.categoryId} is not null and ${t.quantity} is not null)`),
    index('sourcing_requests_draft_idx').on(t.buyerId, t.updatedAt).where(sql`status = 'draft'`),
    check('sourcing_requests_open_days_check', sql`${t.openDays} between 7 and 60`),
    check('sourcing_requests_budget_check', sql`${t.budgetMinFen} is null or ${t.budgetMaxFen} is null or ${t.budgetMinFen} <= ${t.budgetMaxFen}`),
  ],
);

/** A request's attachments (images and PDF, SOURCING_ATTACHMENTS_MAX at most), in the buyer's order. */
export const sourcingRequestAttachments = pgTable(
  'sourcing_request_attachments',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => sourcingRequests.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    /** The file's name as the buyer chose it (shown; never trusted for its type). */
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.uploadId] })],
);

/** A quote's state: sent (revisable while the request is open), withdrawn, accepted or declined by the buyer. */
export const sourcingQuoteStatus = pgEnum('sourcing_quote_status', ['sent', 'withdrawn', 'accepted', 'declined']);

/** One quote per supplier company and request; its terms are its revisions (the buyer sees the history). */
export const sourcingQuotes = pgTable(
  'sourcing_quotes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => sourcingRequests.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer('supplier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: sourcingQuoteStatus('status').notNull().default('sent'),
    /** The number of its latest revision (1 first). */
    revision: integer('revision').notNull().default(1),
    /** The buyer put it on its shortlist (server/sourcing/choose.ts); null: not shortlisted. Moves no version. */
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    /** When the buyer accepted or declined it, and the reason the buyer gave a decline (may be empty). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('sourcing_quotes_request_supplier_idx').on(t.requestId, t.supplierCompanyId), index('sourcing_quotes_supplier_idx').on(t.supplierCompanyId, t.createdAt)],
);

export const sourcingQuoteSide = pgEnum('sourcing_quote_side', ['buyer', 'supplier']);

/**
 * A quote's thread (server/sourcing/quote-thread.ts): the buyer's questions and the supplier's answers, in order,
 * QUOTE_THREAD_MAX at most; no contact details before the quote is accepted.
 */
export const sourcingQuoteMessages = pgTable(
  'sourcing_quote_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => sourcingQuotes.id, { onDelete: 'cascade' }),
    side: sourcingQuoteSide('side').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sourcing_quote_messages_quote_idx').on(t.quoteId, t.id), check('sourcing_quote_messages_body_check', sql`char_length(${t.body}) between 1 and 500`)],
);

/**
 * Staff invite a matched company to quote on a live request (server/sourcing/invitations.ts): one invitation per
 * request and company; the company's accounts are told, and the company sees "受邀报价" on the request.
 */
export const sourcingInvitations = pgTable(
  'sourcing_invitations',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => sourcingRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.companyId] }), index('sourcing_invitations_company_idx').on(t.companyId, t.requestId)],
);

/** Each version of a quote's terms, kept: amounts in fen, a unit price or a total. */
export const sourcingQuoteRevisions = pgTable(
  'sourcing_quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => sourcingQuotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }),
    totalFen: bigint('total_fen', { mode: 'number' }),
    minOrder: integer('min_order').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    /** The last day (China) the terms hold, YYYY-MM-DD. */
    validUntil: text('valid_until').notNull(),
    message: text('message').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sourcing_quote_revisions_quote_idx').on(t.quoteId, t.revision),
    check('sourcing_quote_revisions_price_check', sql`${t.unitPriceFen} is not null or ${t.totalFen} is not null`),
  ],
);
