import { z } from 'zod';
import { ACTIVITY_KINDS } from '@/lib/activity-rules';

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

const agendaItem = z.strictObject({ time: text, title: text, titleEn: text.optional() });
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
  cover: seedImage,
  venue: text,
  venueEn: text.optional(),
  address: text,
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
