import type { GetServerSidePropsResult } from 'next';
import { activityState, seatsLeft } from '@/lib/activities/state';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import type { ActivityDetailView } from '@/lib/activities/views';
import { cached } from '../kernel/cache';
import { chinaDateTime } from '../kernel/china-time';
import { infoChineseOnly, localisedAddress, localisedAgenda, localisedDescription } from './english';
import { getActivity } from './queries';
import { recordOfIdQuery, type PageContext } from '../http/page';
import { qrSvg } from '../kernel/qr';
import { siteConfig } from '../kernel/site-config';

export interface ActivityDetailProps extends Record<string, unknown> {
  activity: ActivityDetailView;
}

/** /activityDetail?id= and /activityDetail/common-info?id=: a published activity; anything else is a 404. */
export async function loadActivityDetail(ctx: PageContext): Promise<GetServerSidePropsResult<ActivityDetailProps>> {
  const activity = await recordOfIdQuery(ctx, ['activities'], (id) => `activities:detail:${id}`, getActivity);
  if (!activity) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  const description = localisedDescription(activity, english);
  const address = localisedAddress(activity, english);
  const agenda = localisedAgenda(activity.agenda, english);
  const url = `${siteConfig().url}${localePrefix(locale)}${withQuery(routes.activity, { id: activity.id })}`;
  return {
    props: {
      activity: {
        id: activity.id,
        title: (english && activity.titleEn) || activity.title,
        summary: (english && activity.summaryEn) || activity.summary,
        description: description.value,
        cover: activity.cover,
        venue: (english && activity.venueEn) || activity.venue,
        address: address.value,
        city: (english && activity.cityEn) || activity.city,
        online: activity.online,
        startLabel: chinaDateTime(activity.startsAt),
        endLabel: chinaDateTime(activity.endsAt),
        startsAt: activity.startsAt.toISOString(),
        endsAt: activity.endsAt.toISOString(),
        capacity: activity.capacity,
        seatsLeft: seatsLeft(activity),
        perRegistrationLimit: activity.perRegistrationLimit,
        registrationOpensLabel: chinaDateTime(activity.registrationOpensAt),
        registrationOpensAt: activity.registrationOpensAt.toISOString(),
        registrationClosesLabel: chinaDateTime(activity.registrationClosesAt),
        state: activityState(activity),
        agenda: agenda.value,
        chineseOnly: { description: description.chineseOnly, address: address.chineseOnly, agenda: agenda.chineseOnly, info: infoChineseOnly(activity.info, english) },
        transport: activity.info.transport,
        faq: activity.info.faq,
        notes: activity.info.notes,
        shareQr: await cached(`qr:${url}`, [], () => qrSvg(url), 3_600_000),
        url,
        isShow: activity.kind === 'show',
      },
    },
  };
}
