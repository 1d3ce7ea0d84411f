import type { ActivityKind } from '@/lib/activity-rules';

/**
 * The shape of the demo content seeded into an empty database. Dates are
 * relative to the day of seeding (`daysAgo` / `daysFromNow`), so the demo
 * always has recent news, open registrations and upcoming activities.
 * Images are files of the project under public/images/seed/ (no external URLs).
 */

export type SeedChannel = 'news' | 'hot' | 'practical' | 'pay';

export interface SeedArticle {
  channel: SeedChannel;
  title: string;
  titleEn?: string;
  summary: string;
  summaryEn?: string;
  /**
   * HTML using only what the editor makes: h2, h3, p, ul/ol/li, strong, em, a, blockquote, img (src under /images/seed/).
   * A link to `{{show:<title>}}` becomes the address of that seeded activity's page.
   */
  body: string;
  /** Path of the cover image, e.g. "/images/seed/covers/supply-chain.svg". */
  cover: string;
  author: string;
  /** Published this many days before the seeding day (spread over 0–365). */
  daysAgo: number;
  views: number;
}

export interface SeedAgendaItem {
  time: string;
  title: string;
  titleEn?: string;
}

export interface SeedFaq {
  q: string;
  a: string;
}

/** Registration state the activity is seeded in (the dates and seats are chosen to produce it). */
export type SeedActivityState = 'open' | 'full' | 'closed' | 'past' | 'upcoming';

export interface SeedActivity {
  state: SeedActivityState;
  kind: ActivityKind;
  /** The title of the show it belongs to (its programme on /tmz). */
  show?: string;
  /** A show's figures as staff would enter them. */
  figures?: { exhibitors: number; visitors: number; areaSqm: number };
  title: string;
  titleEn?: string;
  summary: string;
  summaryEn?: string;
  /** HTML, same rules as article bodies. */
  description: string;
  cover: string;
  venue: string;
  venueEn?: string;
  address: string;
  city: string;
  lng: number;
  lat: number;
  /** Starts this many days from the seeding day (negative: in the past). */
  startsInDays: number;
  /** At this China time of that day, "HH:MM" (09:30 when not given); its agenda's times fall within the activity's. */
  startTime?: string;
  durationHours: number;
  capacity: number;
  perRegistrationLimit: number;
  /** Seats already taken when seeded (full: equal to capacity). */
  seatsTaken: number;
  agenda: SeedAgendaItem[];
  transport: string;
  faq: SeedFaq[];
  notes: string[];
}

export interface SeedJob {
  title: string;
  titleEn?: string;
  department: string;
  city: string;
  headcount: number;
  employmentType: 'full_time' | 'part_time' | 'intern';
  /** Monthly salary range in CNY, when published. */
  salaryMin?: number;
  salaryMax?: number;
  duties: string[];
  requirements: string[];
  /** Posted this many days ago; closes this many days from now (negative: already closed). */
  postedDaysAgo: number;
  closesInDays: number;
}

export interface SeedConsultant {
  name: string;
  nameEn?: string;
  title: string;
  titleEn?: string;
  expertise: string[];
  expertiseEn?: string[];
  bio: string;
  bioEn?: string;
  photo: string;
  phone?: string;
  email?: string;
}

export interface SeedPartner {
  name: string;
  nameEn?: string;
  category: 'brand' | 'factory' | 'provider' | 'retailer' | 'media' | 'association';
  logo: string;
  url?: string;
  description: string;
  descriptionEn?: string;
}
