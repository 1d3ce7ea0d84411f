import type { CategoryGroupView, CategoryView } from './category-views';

/**
 * A show's halls, booths and exhibitors as pages receive them (server/companies/booths/): the public
 * exhibitor list with its floor plans (/tmz/exhibitors, /activityDetail/exhibitors) and the console's
 * floor editor (/admin/activities/floor). Names are already in the page's language.
 */

/** A booth as the floor plan draws it. `companyId` null: vacant (or its company is not public). */
export interface PlanBoothView {
  id: number;
  number: string;
  x: number;
  y: number;
  widthM: number;
  depthM: number;
  companyId: number | null;
  companyName: string | null;
}

export interface HallPlanView {
  id: number;
  name: string;
  widthM: number;
  depthM: number;
  booths: PlanBoothView[];
}

/** One exhibitor of the list: its company, where it stands, what it makes. */
export interface ExhibitorRowView {
  companyId: number;
  name: string;
  logo: string | null;
  hallId: number;
  hallName: string;
  boothId: number;
  boothNumber: string;
  categories: CategoryView[];
}

export interface ShowExhibitorsFilters {
  hall: number | null;
  category: number | null;
}

/** /tmz/exhibitors and /activityDetail/exhibitors?id=. */
export interface ShowExhibitorsProps extends Record<string, unknown> {
  show: { id: number; title: string; startsAt: string; endsAt: string; venue: string; upcoming: boolean };
  /** Which page this is: /tmz/exhibitors (`tmz`) or the activity's own (`activity`). */
  page: 'tmz' | 'activity';
  /** The halls drawn: every hall, or the one the filter chose. */
  halls: HallPlanView[];
  /** Every hall of the show, for the filter. */
  hallChoices: { id: number; name: string }[];
  /** The exhibitors the filters let through, by booth number. */
  exhibitors: ExhibitorRowView[];
  /** Every exhibitor of the show, whatever the filters. */
  total: number;
  /** How many the filters let through (the list shows one page of them). */
  matching: number;
  /** The list's page of `pageCount`. */
  listPage: number;
  pageCount: number;
  filters: ShowExhibitorsFilters;
  categories: CategoryGroupView[];
  /** The booth to highlight (?company= or ?booth=), when it names one of the show's. */
  highlight: number | null;
}

/** GET /api/activities/{id}/exhibitors. */
export interface ShowExhibitorsAnswer {
  show: { id: number; title: string };
  halls: HallPlanView[];
  exhibitors: ExhibitorRowView[];
  matching: number;
  page: number;
  pageCount: number;
}

/** A booth of the exhibitor's company at a show (the exhibitor centre): where, and the plan that shows it. */
export interface CompanyBoothView {
  showId: number;
  showTitle: string;
  startsAt: string;
  hallName: string;
  boothNumber: string;
}

// ---- the console ----

export interface StaffBoothView extends PlanBoothView {
  hallId: number;
  version: string;
}

export interface StaffHallView {
  id: number;
  name: string;
  nameEn: string;
  widthM: number;
  depthM: number;
  sortOrder: number;
  version: string;
  booths: StaffBoothView[];
}

export interface StaffFloorView {
  show: { id: number; title: string };
  halls: StaffHallView[];
}

/** /admin/activities/floor?id=. */
export interface StaffFloorProps extends Record<string, unknown> {
  floor: StaffFloorView;
}

/** A company staff may assign, found by name: where it already stands at this show, if anywhere. */
export interface CompanyChoiceView {
  id: number;
  name: string;
  boothNumber: string | null;
}
