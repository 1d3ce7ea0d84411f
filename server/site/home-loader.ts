import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import type { HomeChannel, HomeProps } from '@/lib/site/home-views';
import { cached } from '../kernel/cache';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import { latestArticles } from '../articles/public';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { cachedUpcomingActivities, homeActivities } from '../activities/upcoming-loader';
import { homeNextShow } from '../activities/next-show';
import { loadPeople } from '../people/loader';

const HOME_CHANNELS: readonly HomeChannel[] = ['news', 'hot', 'practical'];
const ARTICLES_PER_CHANNEL = 3;
const ACTIVITIES_SHOWN = 3;
const CONSULTANTS_SHOWN = 4;
const PARTNERS_SHOWN = 12;

/**
 * The home page (`/`, `/home`): the next show, latest articles per public
 * channel, upcoming activities (open ones first), consultants and partners.
 */
export async function loadHome(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<HomeProps>> {
  const { db } = await database();
  const english = toLocale(ctx.locale) === 'en';
  const [nextShow, latest, upcoming, people] = await Promise.all([
    homeNextShow(db, english, now),
    Promise.all(
      HOME_CHANNELS.map((channel) =>
        cached(`articles:latest:${channel}:${ARTICLES_PER_CHANNEL}`, ['articles'], () => latestArticles(db, [channel], ARTICLES_PER_CHANNEL)),
      ),
    ),
    cachedUpcomingActivities(),
    loadPeople(ctx, { consultants: CONSULTANTS_SHOWN, partners: PARTNERS_SHOWN }),
  ]);
  return {
    props: {
      latest: HOME_CHANNELS.map((channel, index) => ({
        channel,
        items: (latest[index] ?? []).map((a) => ({ id: a.id, title: (english && a.titleEn) || a.title, date: chinaDay(a.publishedAt) })),
      })),
      nextShow,
      activities: homeActivities(upcoming, ACTIVITIES_SHOWN, now).map(({ row: a, state }) => ({
        id: a.id,
        title: (english && a.titleEn) || a.title,
        startLabel: chinaDateTime(a.startsAt),
        startsAt: a.startsAt.toISOString(),
        city: (english && a.cityEn) || a.city,
        state,
      })),
      consultants: people.consultants,
      // The logo grid needs no descriptions or links: they stay out of the page.
      partners: people.partners.map(({ id, name, logo }) => ({ id, name, logo })),
    },
  };
}
