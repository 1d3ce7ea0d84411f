import { count, eq } from 'drizzle-orm';
import type { Db } from '../executor';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registrations/rules';
import { randomText } from '../../kernel/random-text';
import { activities, articles, companies, consultants, jobs, partners, productCategories, registrations } from '../schema';
import { seedActivities, seedArticles, seedConsultants, seedJobs, seedPartners, seedShowFloor } from './index';
import { seedCompanyData, type SeedShow } from './companies';
import { seedSourcingData } from './sourcing';
import type { SeedActivity } from './types';
import { CITY_EN, DEPARTMENT_EN } from './english-names';
import { seedRegistrations } from './registrations';
import { insertAttendees } from '../../activities/registrations/attendees';

/**
 * Seeds the demo content into an empty database (no articles, activities,
 * jobs, consultants, partners, companies or categories at all), in one transaction: the activities
 * with the registrations behind their taken seats (./registrations.ts), the companies, the show's
 * floor and meetings (./companies.ts). Dates are taken
 * relative to `now`, so the demo always has fresh news and open registrations.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const CHINA_OFFSET_HOURS = 8;
const START_TIME_CHINA = '09:30';

/** An activity starts at its start time (09:30 unless given) China Standard Time on the day `startsInDays` after `now` (there). */
export function activityStart(activity: SeedActivity, now: Date): Date {
  const wallClock = new Date(now.getTime() + CHINA_OFFSET_HOURS * HOUR_MS);
  const midnight = Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), wallClock.getUTCDate() + activity.startsInDays);
  const [hours = 0, minutes = 0] = (activity.startTime ?? START_TIME_CHINA).split(':').map(Number);
  return new Date(midnight + (hours + minutes / 60 - CHINA_OFFSET_HOURS) * HOUR_MS);
}

/** Registration window that puts the activity in its seeded state. */
export function registrationWindow(activity: SeedActivity, now: Date): { opensAt: Date; closesAt: Date } {
  const startsAt = activityStart(activity, now);
  switch (activity.state) {
    case 'upcoming':
      return { opensAt: daysFrom(now, Math.max(7, activity.startsInDays - 60)), closesAt: new Date(startsAt.getTime() - DAY_MS) };
    case 'closed':
      return { opensAt: daysFrom(now, -30), closesAt: new Date(now.getTime() - 2 * HOUR_MS) };
    case 'past':
      return { opensAt: daysFrom(now, activity.startsInDays - 45), closesAt: new Date(startsAt.getTime() - DAY_MS) };
    default:
      return { opensAt: daysFrom(now, -30), closesAt: new Date(startsAt.getTime() - DAY_MS) };
  }
}

/** Seats a seeded activity has taken (a full one: all of them); its registrations add up to this. */
export function seatsOf(activity: SeedActivity): number {
  return activity.state === 'full' ? activity.capacity : Math.min(activity.seatsTaken, activity.capacity);
}

/** `{{show:<title>}}` in a seeded body → the address of that seeded activity's page. */
export function withActivityLinks(html: string, idOf: ReadonlyMap<string, number>): string {
  return html.replace(/\{\{show:([^}]+)\}\}/g, (_, title: string) => {
    const id = idOf.get(title);
    if (id === undefined) throw new Error(`seed: no activity titled ${title}`);
    return `/activityDetail?id=${id}`;
  });
}

/** The seeded show the floor plan belongs to (data/show-floor.yaml), with its times on the seeding day. */
function floorShow(idOf: ReadonlyMap<string, number>, now: Date): SeedShow {
  const title = seedShowFloor().show;
  const show = seedActivities().find((a) => a.title === title && a.kind === 'show');
  const id = idOf.get(title);
  if (!show || id === undefined) throw new Error(`seed: no show titled ${title}`);
  const startsAt = activityStart(show, now);
  return { id, startsAt, endsAt: new Date(startsAt.getTime() + show.durationHours * HOUR_MS), firstDay: activityStart({ ...show, startTime: '00:00' }, now) };
}

/** True when none of the content tables has a row. */
export async function isEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [articles, activities, jobs, consultants, partners, companies, productCategories].map((table) => db.select({ n: count() }).from(table)),
  );
  return counts.every(([row]) => Number(row?.n ?? 0) === 0);
}

/** Seeds when empty; returns whether it did. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const activityRows = await tx
      .insert(activities)
      .values(
        seedActivities().map((a) => {
          const startsAt = activityStart(a, now);
          const { opensAt, closesAt } = registrationWindow(a, now);
          return {
            title: a.title,
            titleEn: a.titleEn ?? null,
            summary: a.summary,
            summaryEn: a.summaryEn ?? null,
            description: a.description,
            descriptionEn: a.descriptionEn?.trim() ?? null,
            cover: a.cover,
            venue: a.venue,
            venueEn: a.venueEn ?? null,
            address: a.address,
            addressEn: a.addressEn ?? null,
            city: a.city,
            cityEn: CITY_EN[a.city] ?? null,
            online: a.city === '线上',
            // Demo data: a live link on the reserved example domain, sent in the course's messages.
            onlineUrl: a.city === '线上' ? 'https://live.example.com/tmz/export-compliance' : null,
            // Online: no place, so no point on a map.
            lng: a.city === '线上' ? null : a.lng,
            lat: a.city === '线上' ? null : a.lat,
            startsAt,
            endsAt: new Date(startsAt.getTime() + a.durationHours * HOUR_MS),
            capacity: a.capacity,
            perRegistrationLimit: a.perRegistrationLimit,
            seatsTaken: seatsOf(a),
            registrationOpensAt: opensAt,
            registrationClosesAt: closesAt,
            agenda: a.agenda,
            info: { transport: a.transport, faq: a.faq, notes: a.notes },
            kind: a.kind,
            showExhibitors: a.figures?.exhibitors ?? null,
            showVisitors: a.figures?.visitors ?? null,
            showAreaSqm: a.figures?.areaSqm ?? null,
          };
        }),
      )
      .returning({ id: activities.id, title: activities.title });
    const idOf = new Map(activityRows.map((row) => [row.title, row.id]));
    for (const a of seedActivities()) {
      const showId = a.show ? idOf.get(a.show) : undefined;
      const id = idOf.get(a.title);
      if (showId !== undefined && id !== undefined) await tx.update(activities).set({ showId }).where(eq(activities.id, id));
    }
    await seedCompanyData(tx, now, floorShow(idOf, now));
    await seedSourcingData(tx, now);
    // The registrations behind the seats taken: the counts in the console add up.
    let people = 0;
    for (const a of seedActivities()) {
      const rows = seedRegistrations(a, seatsOf(a), people);
      people += rows.length;
      const id = idOf.get(a.title);
      if (id === undefined || rows.length === 0) continue;
      const startsAt = activityStart(a, now);
      const { opensAt, closesAt } = registrationWindow(a, now);
      const until = Math.min(now.getTime(), closesAt.getTime());
      const step = Math.max(0, until - opensAt.getTime()) / (rows.length + 1);
      const inserted = await tx.insert(registrations).values(
        rows.map((row, index) => {
          const at = new Date(opensAt.getTime() + step * (index + 1));
          return {
            activityId: id,
            code: randomText(CODE_ALPHABET, CODE_LENGTH),
            ...row,
            confirmedAt: row.status === 'waitlisted' ? null : at,
            checkedInAt: row.status === 'checked_in' ? new Date(startsAt.getTime() + ((index % 40) + 5) * 60_000) : null,
            createdAt: at,
            updatedAt: row.status === 'checked_in' ? new Date(startsAt.getTime() + ((index % 40) + 5) * 60_000) : at,
          };
        }),
      ).returning();
      // One attendee per seat, each with their own ticket (registrations/attendees.ts).
      await insertAttendees(tx, inserted, [], now);
    }
    await tx.insert(articles).values(
      seedArticles().map((a) => {
        const publishedAt = daysFrom(now, -a.daysAgo);
        return {
          channel: a.channel,
          status: 'published' as const,
          title: a.title,
          titleEn: a.titleEn ?? null,
          summary: a.summary,
          summaryEn: a.summaryEn ?? null,
          body: withActivityLinks(a.body, idOf),
          cover: a.cover,
          authorName: a.author,
          views: a.views,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    await tx.insert(jobs).values(
      seedJobs().map((j, index) => ({
        title: j.title,
        titleEn: j.titleEn ?? null,
        department: j.department,
        departmentEn: DEPARTMENT_EN[j.department] ?? null,
        city: j.city,
        cityEn: CITY_EN[j.city] ?? null,
        headcount: j.headcount,
        employmentType: j.employmentType,
        salaryMin: j.salaryMin ?? null,
        salaryMax: j.salaryMax ?? null,
        duties: j.duties,
        requirements: j.requirements,
        postedAt: daysFrom(now, -j.postedDaysAgo),
        closesAt: daysFrom(now, j.closesInDays),
        sortOrder: index,
      })),
    );
    await tx.insert(consultants).values(
      seedConsultants().map((c, index) => ({
        name: c.name,
        nameEn: c.nameEn ?? null,
        title: c.title,
        titleEn: c.titleEn ?? null,
        expertise: c.expertise,
        expertiseEn: c.expertiseEn ?? null,
        bio: c.bio,
        bioEn: c.bioEn ?? null,
        photo: c.photo,
        phone: c.phone ?? null,
        email: c.email ?? null,
        sortOrder: index,
      })),
    );
    await tx.insert(partners).values(
      seedPartners().map((p, index) => ({
        name: p.name,
        nameEn: p.nameEn ?? null,
        category: p.category,
        logo: p.logo,
        url: p.url ?? null,
        description: p.description,
        descriptionEn: p.descriptionEn ?? null,
        sortOrder: index,
      })),
    );
  });
  return true;
}
