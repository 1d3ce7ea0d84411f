import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The one Postgres schema (PGlite and a Postgres server alike). Changes go
 * through `npm run db:generate`, which writes a new SQL migration under
 * server/db/migrations; migrations run when the server starts.
 */

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
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('articles_channel_published_idx').on(t.channel, t.status, t.publishedAt),
  ],
);

export interface AgendaItem {
  time: string;
  title: string;
  titleEn?: string;
}

export interface ActivityInfo {
  transport: string;
  faq: { q: string; a: string }[];
  notes: string[];
}

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en'),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    venue: text('venue').notNull(),
    venueEn: text('venue_en'),
    address: text('address').notNull().default(''),
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
    ...timestamps,
  },
  (t) => [index('activities_starts_idx').on(t.startsAt)],
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
