import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';
import { toLocale } from '@/lib/i18n';
import { parseIdQuery } from '@/lib/http/id-query';
import type { ShowExhibitorsProps } from '@/lib/companies/floor-views';
import { getActivity, type ActivityRow } from '../../activities/queries';
import { lastShow, nextShow } from '../../activities/shows';
import { cached } from '../../kernel/cache';
import { database } from '../../db';
import type { PageContext } from '../../http/page';
import { showExhibitors, type ExhibitorQuery } from './exhibitors';

/**
 * /tmz/exhibitors (the show /tmz is about: the next one, else the last) and /activityDetail/exhibitors?id=
 * (that show; a malformed id, an unknown one or an activity that is not a show is a 404). Filters that name
 * nothing of the show are ignored, not errors: a shared link outlives a hall.
 */

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const id = z.preprocess(one, z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647));
const boothNumber = z.preprocess(one, z.string().regex(/^[A-Za-z0-9-]{1,12}$/));

/** The list's filters and highlight from the query; malformed ones are left out. */
export function exhibitorQuery(query: Record<string, unknown>): ExhibitorQuery {
  const pick = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const page = pick(id, query.page);
  return { hall: pick(id, query.hall), category: pick(id, query.category), company: pick(id, query.company), booth: pick(boothNumber, query.booth), page: page !== null && page <= 10_000 ? page : null };
}

async function exhibitorsPage(ctx: PageContext, show: ActivityRow, page: 'tmz' | 'activity'): Promise<GetServerSidePropsResult<ShowExhibitorsProps>> {
  const { db } = await database();
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  const found = await showExhibitors(db, show.id, locale, exhibitorQuery(ctx.query));
  return {
    props: {
      show: {
        id: show.id,
        title: (english && show.titleEn) || show.title,
        startsAt: show.startsAt.toISOString(),
        endsAt: show.endsAt.toISOString(),
        venue: (english && show.venueEn) || show.venue,
        // Meetings are booked and exhibitors saved for a visit while the show is still on.
        upcoming: show.endsAt.getTime() > Date.now(),
      },
      page,
      ...found,
    },
  };
}

export async function loadTmzExhibitors(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<ShowExhibitorsProps>> {
  const { db } = await database();
  const show = await cached('activities:show-exhibitors', ['activities'], async () => (await nextShow(db, now)) ?? (await lastShow(db, now)));
  if (!show) return { notFound: true };
  return exhibitorsPage(ctx, show, 'tmz');
}

export async function loadActivityExhibitors(ctx: PageContext): Promise<GetServerSidePropsResult<ShowExhibitorsProps>> {
  const showId = parseIdQuery(ctx.query);
  if (showId === null) return { notFound: true };
  const { db } = await database();
  const show = await cached(`booths:show:${showId}`, ['activities'], () => getActivity(db, showId));
  if (!show || show.kind !== 'show') return { notFound: true };
  return exhibitorsPage(ctx, show, 'activity');
}
