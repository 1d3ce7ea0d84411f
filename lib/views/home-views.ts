import type { ActivityState } from '@/lib/activity-state';
import type { ConsultantCardView, PartnerLogoView } from './people-views';

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

export interface HomeProps extends Record<string, unknown> {
  consultants: ConsultantCardView[];
  partners: PartnerLogoView[];
  latest: { channel: HomeChannel; items: HomeArticleView[] }[];
  activities: HomeActivityView[];
}
