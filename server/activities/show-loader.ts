import type { GetServerSidePropsResult } from 'next';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import type { ShowPageProps, ShowView } from '@/lib/activities/views';
import { lastShow, nextShow, showProgramme } from './shows';
import { cached } from '../kernel/cache';
import type { ActivityRow } from './queries';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { siteConfig } from '../kernel/site-config';
import { activityCard } from './views';
import { localisedAddress } from './english';
import { exhibitorCount } from '../companies/booths/queries';

export function showView(show: ActivityRow, english: boolean, url: string, now = new Date(), exhibitors = 0): ShowView {
  const address = localisedAddress(show, english);
  return {
    ...activityCard(show, english, now),
    address: address.value,
    addressChineseOnly: address.chineseOnly,
    lng: show.lng,
    lat: show.lat,
    cover: show.cover,
    registrationOpensAt: show.registrationOpensAt.toISOString(),
    figures: { exhibitors: show.showExhibitors, visitors: show.showVisitors, areaSqm: show.showAreaSqm },
    exhibitorCount: exhibitors,
    url,
  };
}

/**
 * /tmz: the next show (published, kind show, not yet over, the soonest) with
 * its programme; when none is coming, the last one's recap; else no show
 * (the page keeps its general text).
 */
export async function loadShowPage(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<ShowPageProps>> {
  const { db } = await database();
  // Cached for the usual few seconds: a show that ends meanwhile is a recap on the next load.
  const found = await cached('activities:show', ['activities'], async () => {
    const next = await nextShow(db, now);
    if (next) return { mode: 'next' as const, show: next };
    const last = await lastShow(db, now);
    return last ? { mode: 'recap' as const, show: last } : { mode: 'none' as const, show: null };
  });
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  const renderedAt = now.toISOString();
  if (!found.show) return { props: { mode: 'none', show: null, programme: [], renderedAt } };
  const { show } = found;
  const [programme, exhibitors] = await Promise.all([
    cached(`activities:programme:${show.id}`, ['activities'], () => showProgramme(db, show.id)),
    cached(`booths:count:${show.id}`, ['booths', 'companies'], () => exhibitorCount(db, show.id)),
  ]);
  const url = `${siteConfig().url}${localePrefix(locale)}${withQuery(routes.activity, { id: show.id })}`;
  return {
    props: {
      mode: found.mode,
      show: showView(show, english, url, now, exhibitors),
      programme: programme.map((a) => activityCard(a, english, now)),
      renderedAt,
    },
  };
}
