import type { ActivityState } from '@/lib/activities/state';
import type { ConsultantCardView, PartnerLogoView } from '../people/views';

/** What the home page's data sections receive. */

export type HomeChannel = 'news' | 'hot' | 'practical';

export interface HomeArticleView {
  id: number;
  title: string;
  /** YYYY-MM-DD, China Standard Time. */
  date: string;
}

export interface HomeActivityView {
  id: number;
  title: string;
  /** "2026-12-01 09:30", China Standard Time. */
  startLabel: string;
  startsAt: string;
  city: string;
  state: ActivityState;
}

/** The next show, as the home page's first screen names it (in the page's language). */
export interface HomeShowView {
  id: number;
  title: string;
  /** Its days, China time: "2027年1月12日至14日", "12–14 January 2027". */
  days: string;
  startsAt: string;
  /** Where: the venue, with its city unless the venue's name says it (online: the venue, the platform). */
  place: string;
}

export interface HomeProps extends Record<string, unknown> {
  /** The next show (published, not yet over), or null when none is planned. */
  nextShow: HomeShowView | null;
  consultants: ConsultantCardView[];
  partners: PartnerLogoView[];
  latest: { channel: HomeChannel; items: HomeArticleView[] }[];
  activities: HomeActivityView[];
}
