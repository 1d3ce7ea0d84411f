import type { GetServerSidePropsResult } from 'next';
import { activityState } from '@/lib/activity-state';
import { toLocale } from '@/lib/i18n';
import type { HomeChannel, HomeProps } from '@/lib/views/home-views';
import { cached } from '../kernel/cache';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import { latestArticles } from '../articles/public';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { cachedUpcomingActivities } from '../activities/upcoming-loader';
import { loadPeople } from '../people/loader';

const HOME_CHANNELS: readonly HomeChannel[] = ['news', 'hot', 'practical'];
const ARTICLES_PER_CHANNEL = 3;
const ACTIVITIES_SHOWN = 3;
const CONSULTANTS_SHOWN = 4;
const PARTNERS_SHOWN = 12;

/** The home page (`/`, `/home`): latest articles per public channel, upcoming activities, consultants and partners. */
export async function loadHome(ctx: PageContext): Promise<GetServerSidePropsResult<HomeProps>> {
  const { db } = await database();
  const english = toLocale(ctx.locale) === 'en';
  const [latest, upcoming, people] = await Promise.all([
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
      activities: upcoming.slice(0, ACTIVITIES_SHOWN).map((a) => ({
        id: a.id,
        title: (english && a.titleEn) || a.title,
        startLabel: chinaDateTime(a.startsAt),
        startsAt: a.startsAt.toISOString(),
        city: (english && a.cityEn) || a.city,
        state: activityState(a),
      })),
      consultants: people.consultants,
      // The logo grid needs no descriptions or links: they stay out of the page.
      partners: people.partners.map(({ id, name, logo }) => ({ id, name, logo })),
    },
  };
}
