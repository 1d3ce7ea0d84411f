import type { ActivityState } from '@/lib/activities/state';
import type { ActivityKind } from '@/lib/activities/rules';

/** One agenda row in the page's language; `chineseOnly`: on an English page, its time or title has no English. */
export interface ActivityAgendaView {
  time: string;
  title: string;
  chineseOnly: boolean;
}

/**
 * On an English page, the parts of an activity that have no English and are
 * shown in Chinese (each says so in one line); all false on a Chinese page.
 */
export interface ChineseOnlyParts {
  description: boolean;
  address: boolean;
  agenda: boolean;
  /** The visitor information (getting there, FAQ, notes): written in Chinese only. */
  info: boolean;
}

/** What activity pages receive (serialisable, already in the page's language). */
export interface ActivityDetailView {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  description: string;
  cover: string | null;
  venue: string;
  address: string;
  city: string;
  online: boolean;
  /** "2026-12-01 09:00" in China Standard Time. */
  startLabel: string;
  endLabel: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  seatsLeft: number;
  perRegistrationLimit: number;
  registrationClosesLabel: string;
  registrationOpensLabel: string;
  /** ISO: when registration opens (the Event's offer is valid from then). */
  registrationOpensAt: string;
  state: ActivityState;
  agenda: ActivityAgendaView[];
  chineseOnly: ChineseOnlyParts;
  transport: string;
  faq: { q: string; a: string }[];
  notes: string[];
  shareQr: string;
  url: string;
  /** A show: its page links its exhibitor list. */
  isShow: boolean;
}

/** One activity in the /activities list and a show's programme. */
export interface ActivityCardView {
  id: number;
  title: string;
  summary: string;
  kind: ActivityKind;
  /** "2026-12-01 09:00" in China Standard Time. */
  startLabel: string;
  endLabel: string;
  startsAt: string;
  endsAt: string;
  venue: string;
  city: string;
  online: boolean;
  state: ActivityState;
  capacity: number;
  seatsLeft: number;
}

export interface FilterChoice {
  value: string;
  label: string;
}

/** The filters of /activities as the query gave them ("" for any). */
export interface ActivityListFilters {
  kind: ActivityKind | '';
  place: string;
  month: string;
}

export interface ActivityListProps extends Record<string, unknown> {
  filters: ActivityListFilters;
  items: ActivityCardView[];
  total: number;
  page: number;
  pageCount: number;
  /** Cities (and "online" when there is one) and months that have activities. */
  places: FilterChoice[];
  months: string[];
}

/** A show's figures as staff entered them; null: not given. */
export interface ShowFigures {
  exhibitors: number | null;
  visitors: number | null;
  areaSqm: number | null;
}

/** The show /tmz is about. */
export interface ShowView extends ActivityCardView {
  address: string;
  /** On an English page, whether the address has no English (shown in Chinese, said so). */
  addressChineseOnly: boolean;
  lng: number | null;
  lat: number | null;
  cover: string | null;
  figures: ShowFigures;
  /** Companies with a booth at the show (its booth rows): what the exhibitors figure says once booths are placed. */
  exhibitorCount: number;
  /** ISO: when registration opens (the Event's offer is valid from then). */
  registrationOpensAt: string;
  /** Absolute address of its detail page (the Event data's url). */
  url: string;
}

/** /tmz: the next show (`next`), else the last one's recap (`recap`), else none. */
export interface ShowPageProps extends Record<string, unknown> {
  mode: 'next' | 'recap' | 'none';
  show: ShowView | null;
  programme: ActivityCardView[];
  /** When the server rendered the page (ISO): the countdown's first text, the same in the browser until it takes over. */
  renderedAt: string;
}
