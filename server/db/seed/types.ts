import { z } from 'zod';
import { ACTIVITY_KINDS } from '@/lib/activities/rules';
import { COMPANY_KINDS, COMPANY_SIZE_BANDS, COMPANY_TEXT_MAX, MEETING_NOTE_MAX, MEETING_STATUSES } from '@/lib/companies/rules';
import { isValidUscc } from '@/lib/certifications/uscc';

/**
 * The shape of the demo content seeded into an empty database, checked when its files are read (seed/data/*,
 * see data-files.ts): a file that does not fit stops the seed with its name and the field at fault. Dates are
 * relative to the day of seeding (`daysAgo` / `daysFromNow`), so the demo always has recent news, open
 * registrations and upcoming activities. Images are files of the project under public/images/seed/ (no external URLs).
 */

const text = z.string().min(1);
const seedImage = z.string().regex(/^\/images\/seed\/[\w/.-]+$/, 'an image under /images/seed/');

export const SEED_CHANNELS = ['news', 'hot', 'practical', 'pay'] as const;
export type SeedChannel = (typeof SEED_CHANNELS)[number];

export const seedArticleSchema = z.strictObject({
  channel: z.enum(SEED_CHANNELS),
  title: text,
  titleEn: text.optional(),
  summary: text,
  summaryEn: text.optional(),
  /**
   * HTML using only what the editor makes: h2, h3, p, ul/ol/li, strong, em, a, blockquote, img (src under /images/seed/).
   * A link to `{{show:<title>}}` becomes the address of that seeded activity's page. The file's text after its header.
   */
  body: text,
  /** Path of the cover image, e.g. "/images/seed/covers/supply-chain.svg". */
  cover: seedImage,
  author: text,
  /** Published this many days before the seeding day (spread over 0–365). */
  daysAgo: z.number().int().min(0),
  views: z.number().int().min(0),
});
export type SeedArticle = z.infer<typeof seedArticleSchema>;

/** `timeEn` only where the time is not a clock time the English page derives ("第二天 09:30" reads "Day 2 09:30"). */
const agendaItem = z.strictObject({ time: text, timeEn: text.optional(), title: text, titleEn: text.optional() });
export type SeedAgendaItem = z.infer<typeof agendaItem>;

const faq = z.strictObject({ q: text, a: text });
export type SeedFaq = z.infer<typeof faq>;

/** Registration state the activity is seeded in (the dates and seats are chosen to produce it). */
export const SEED_ACTIVITY_STATES = ['open', 'full', 'closed', 'past', 'upcoming'] as const;
export type SeedActivityState = (typeof SEED_ACTIVITY_STATES)[number];

export const seedActivitySchema = z.strictObject({
  state: z.enum(SEED_ACTIVITY_STATES),
  kind: z.enum(ACTIVITY_KINDS),
  /** The title of the show it belongs to (its programme on /tmz). */
  show: text.optional(),
  /** A show's figures as staff would enter them. */
  figures: z.strictObject({ exhibitors: z.number().int(), visitors: z.number().int(), areaSqm: z.number().int() }).optional(),
  title: text,
  titleEn: text.optional(),
  summary: text,
  summaryEn: text.optional(),
  /** HTML, same rules as article bodies: the file's text after its header. */
  description: text,
  /** The description in English (HTML, same rules), in the header; absent: the English page says it is in Chinese only. */
  descriptionEn: text.optional(),
  cover: seedImage,
  venue: text,
  venueEn: text.optional(),
  address: text,
  addressEn: text.optional(),
  city: text,
  lng: z.number(),
  lat: z.number(),
  /** Starts this many days from the seeding day (negative: in the past). */
  startsInDays: z.number().int(),
  /** At this China time of that day, "HH:MM" (09:30 when not given); its agenda's times fall within the activity's. */
  startTime: z.string().regex(/^\d\d:\d\d$/).optional(),
  durationHours: z.number().positive(),
  capacity: z.number().int().positive(),
  perRegistrationLimit: z.number().int().positive(),
  /** Seats already taken when seeded (full: equal to capacity). */
  seatsTaken: z.number().int().min(0),
  agenda: z.array(agendaItem),
  transport: text,
  faq: z.array(faq),
  notes: z.array(text),
});
export type SeedActivity = z.infer<typeof seedActivitySchema>;

export const seedJobSchema = z.strictObject({
  title: text,
  titleEn: text.optional(),
  department: text,
  city: text,
  headcount: z.number().int().positive(),
  employmentType: z.enum(['full_time', 'part_time', 'intern']),
  /** Monthly salary range in CNY, when published. */
  salaryMin: z.number().int().positive().optional(),
  salaryMax: z.number().int().positive().optional(),
  duties: z.array(text).min(1),
  requirements: z.array(text).min(1),
  /** Posted this many days ago; closes this many days from now (negative: already closed). */
  postedDaysAgo: z.number().int(),
  closesInDays: z.number().int(),
});
export type SeedJob = z.infer<typeof seedJobSchema>;

export const seedConsultantSchema = z.strictObject({
  name: text,
  nameEn: text.optional(),
  title: text,
  titleEn: text.optional(),
  expertise: z.array(text),
  expertiseEn: z.array(text).optional(),
  /** The file's text after its header. */
  bio: text,
  bioEn: text.optional(),
  photo: seedImage,
  phone: text.optional(),
  email: text.optional(),
});
export type SeedConsultant = z.infer<typeof seedConsultantSchema>;

export const seedPartnerSchema = z.strictObject({
  name: text,
  nameEn: text.optional(),
  category: z.enum(['brand', 'factory', 'provider', 'retailer', 'media', 'association']),
  logo: seedImage,
  url: z.string().url().optional(),
  /** The file's text after its header. */
  description: text,
  descriptionEn: text.optional(),
});
export type SeedPartner = z.infer<typeof seedPartnerSchema>;

/** The shared two-level category list (data/categories.yaml): every name unique over the whole list. */
const seedCategoryName = z.strictObject({ name: text, nameEn: text });
export const seedCategoriesSchema = z.array(seedCategoryName.extend({ children: z.array(seedCategoryName).min(1) })).min(1);
export type SeedCategoryGroup = z.infer<typeof seedCategoriesSchema>[number];

/** An address on the reserved example.com domain (RFC 2606): a demo link or e-mail reaches no one. */
const reservedUrl = z.string().regex(/^https:\/\/([a-z0-9-]+\.)*example\.com(\/[\w./-]*)?$/, 'an https URL on example.com');
const reservedEmail = z.string().regex(/^[a-z0-9._-]+@([a-z0-9-]+\.)*example\.com$/, 'an e-mail address on example.com');

const seedProduct = z.strictObject({
  name: text.max(COMPANY_TEXT_MAX.productName),
  nameEn: text.max(COMPANY_TEXT_MAX.productNameEn).optional(),
  summary: text.max(COMPANY_TEXT_MAX.productSummary),
  summaryEn: text.max(COMPANY_TEXT_MAX.productSummaryEn).optional(),
  /** A category's name (data/categories.yaml). */
  category: text,
  picture: seedImage,
});

export const seedCompanySchema = z.strictObject({
  name: text.max(COMPANY_TEXT_MAX.name),
  nameEn: text.max(COMPANY_TEXT_MAX.nameEn).optional(),
  kinds: z.array(z.enum(COMPANY_KINDS)).min(1),
  /** Names of its main categories (data/categories.yaml). */
  categories: z.array(text).min(1),
  province: text.max(COMPANY_TEXT_MAX.province),
  city: text.max(COMPANY_TEXT_MAX.city),
  foundedYear: z.number().int().min(1800).max(2100),
  sizeBand: z.enum(COMPANY_SIZE_BANDS),
  website: reservedUrl.optional(),
  /** The public channel: a business phone (area code, a dash, 7–8 digits) or an e-mail on example.com. */
  contact: z.discriminatedUnion('channel', [
    z.strictObject({ channel: z.literal('phone'), value: z.string().regex(/^0\d{2,3}-\d{7,8}$/, 'a landline like 0571-87654321') }),
    z.strictObject({ channel: z.literal('email'), value: reservedEmail }),
  ]),
  /** Certified this many days before the seeding day, as this kind (one of its kinds); absent: not certified. */
  certified: z.strictObject({ kind: z.enum(COMPANY_KINDS), daysAgo: z.number().int().min(0) }).optional(),
  /** A made-up Unified Social Credit Code with a valid check character: stored as the key, never shown. */
  uscc: z.string().refine(isValidUscc, 'a valid Unified Social Credit Code'),
  logo: seedImage,
  /** A factory's capacity and main processes; a provider's services. */
  capacity: text.max(COMPANY_TEXT_MAX.capacity).optional(),
  processes: z.array(text.max(COMPANY_TEXT_MAX.process)).optional(),
  services: z.array(text.max(COMPANY_TEXT_MAX.service)).optional(),
  summary: text.max(COMPANY_TEXT_MAX.summary),
  summaryEn: text.max(COMPANY_TEXT_MAX.summaryEn).optional(),
  /** The introduction in English, one paragraph (the English pages fall back to the Chinese one without it). */
  introductionEn: text.max(COMPANY_TEXT_MAX.introductionEn).optional(),
  products: z.array(seedProduct).min(2).max(6),
  /** Plain text, paragraphs separated by blank lines: the file's text after its header. */
  introduction: text.max(COMPANY_TEXT_MAX.introduction),
});
export type SeedCompany = z.infer<typeof seedCompanySchema>;

const metres = z.number().int().min(0);
const seedBooth = z.strictObject({
  number: z.string().regex(/^[A-Z0-9]{2,8}$/),
  x: metres,
  y: metres,
  width: metres.positive(),
  depth: metres.positive(),
  /** The exhibiting company's name (data/companies); absent: the booth is still for sale. */
  company: text.optional(),
});
export type SeedBooth = z.infer<typeof seedBooth>;

/** The upcoming show's halls and booths (data/show-floor.yaml). */
export const seedShowFloorSchema = z.strictObject({
  /** The show's title (data/activities). */
  show: text,
  halls: z.array(z.strictObject({ name: text, nameEn: text, width: metres.positive(), depth: metres.positive(), booths: z.array(seedBooth).min(1) })).min(1),
});
export type SeedShowFloor = z.infer<typeof seedShowFloorSchema>;

/** Demo members and their meetings with exhibitors at the show (data/meetings.yaml). */
export const seedMeetingsSchema = z.strictObject({
  members: z.array(z.strictObject({ login: reservedEmail, name: text, company: text, position: text })).min(1),
  meetings: z.array(
    z.strictObject({
      /** A member's login. */
      member: reservedEmail,
      /** The exhibiting company's name. */
      company: text,
      /** The show's day, 1 = its first, and the slot's China time "HH:MM" on the hour or the half hour. */
      day: z.number().int().min(1),
      time: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, 'HH:00 or HH:30'),
      status: z.enum(MEETING_STATUSES),
      note: text.max(MEETING_NOTE_MAX),
      replyNote: text.optional(),
    }),
  ),
});
export type SeedMeetings = z.infer<typeof seedMeetingsSchema>;

/** One version of a seeded quote's terms: a unit price or a total in yuan, sent `daysAgo` days before the seeding day. */
const seedQuoteRevision = z.strictObject({
  unitPrice: z.number().positive().optional(),
  total: z.number().positive().optional(),
  minOrder: z.number().int().positive(),
  leadTimeDays: z.number().int().positive(),
  /** The terms hold this many days after they were sent. */
  validDays: z.number().int().positive(),
  message: text.max(500),
  daysAgo: z.number().min(0),
});

/** A seeded quote: its supplier (data/companies), where it stands, and its revisions, the first one first. */
const seedQuote = z.strictObject({
  supplier: text,
  status: z.enum(['sent', 'withdrawn', 'accepted', 'declined']),
  /** When the buyer accepted or declined it, or the supplier withdrew it (days before the seeding day). */
  decidedDaysAgo: z.number().min(0).optional(),
  revisions: z.array(seedQuoteRevision).min(1),
});

/**
 * Sourcing requests in every state (data/sourcing.yaml), by seeded certified companies. Times are days (or hours)
 * before the seeding day: a draft was last saved, a pending one submitted, a rejected one submitted and turned
 * down, the others went live `liveDaysAgo` days ago and stay open `openDays` (open: still; ended: its time has
 * passed, within the 30 days the list keeps it); closed and hidden ones ended `closedDaysAgo` days ago.
 */
export const seedSourcingSchema = z.array(
  z.strictObject({
    title: text.max(60),
    state: z.enum(['draft', 'pending', 'open', 'ended', 'rejected', 'closed', 'hidden']),
    /** The buyer's company (certified) and, when it is one of the demo members', the account that posted it. */
    buyer: text,
    buyerLogin: reservedEmail.optional(),
    category: text,
    quantity: z.number().int().positive(),
    unit: z.enum(['piece', 'set', 'pair', 'metre', 'kg', 'ton', 'box']),
    budget: z.strictObject({ basis: z.enum(['unit', 'total']), min: z.number().positive().optional(), max: z.number().positive().optional() }).optional(),
    region: text.max(30),
    /** The day it is needed by, this many days after the seeding day. */
    neededInDays: z.number().int(),
    kinds: z.array(z.enum(COMPANY_KINDS)).min(1),
    requirements: z.string().max(1000).default(''),
    showCompany: z.boolean().default(false),
    openDays: z.number().int().min(7).max(60),
    /** Hours before the seeding day the draft was saved or the request submitted (draft, pending). */
    hoursAgo: z.number().min(0).optional(),
    /** Days before the seeding day it went live, or was submitted (rejected). */
    liveDaysAgo: z.number().min(0).optional(),
    closedDaysAgo: z.number().min(0).optional(),
    reviewNote: text.max(500).optional(),
    /** Sanitised-editor HTML. */
    description: text,
    quotes: z.array(seedQuote).default([]),
  }),
);
export type SeedSourcingRequest = z.infer<typeof seedSourcingSchema>[number];
