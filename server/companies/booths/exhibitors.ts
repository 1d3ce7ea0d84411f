import { categoryFilterIds, categoryTree, visibleCategories } from '../categories';
import { cached } from '../../kernel/cache';
import type { ApiLocale } from '../../http/errors';
import type { Db } from '../../db';
import type { ExhibitorRowView, HallPlanView, ShowExhibitorsFilters } from '@/lib/companies/floor-views';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { EXHIBITORS_PER_PAGE } from '@/lib/companies/booth-rules';
import { showFloor } from './queries';

/**
 * A show's exhibitors as the public pages and GET /api/activities/{id}/exhibitors give them: the floor read
 * through the read cache (booths change it), then the visitor's filters — a hall, a category (a top category
 * stands for its children) — and the booth to highlight, named by its company or its number.
 */

export interface ExhibitorQuery {
  hall: number | null;
  category: number | null;
  company: number | null;
  booth: string | null;
  /** The list's page; without one, the page holding the highlighted exhibitor (else the first). */
  page?: number | null;
}

export interface ShowExhibitors {
  halls: HallPlanView[];
  hallChoices: { id: number; name: string }[];
  exhibitors: ExhibitorRowView[];
  total: number;
  matching: number;
  listPage: number;
  pageCount: number;
  filters: ShowExhibitorsFilters;
  categories: CategoryGroupView[];
  highlight: number | null;
}

export async function showExhibitors(db: Db, showId: number, locale: ApiLocale, query: ExhibitorQuery): Promise<ShowExhibitors> {
  const categoryRows = await cached('companies:categories', ['categories'], () => visibleCategories(db));
  const floor = await cached(`booths:floor:${showId}:${locale}`, ['booths', 'companies', 'categories'], () => showFloor(db, showId, locale, categoryRows));
  const hall = query.hall !== null && floor.halls.some((row) => row.id === query.hall) ? query.hall : null;
  const categoryIds = query.category === null ? [] : categoryFilterIds(categoryRows, query.category);
  const category = categoryIds.length > 0 ? query.category : null;
  const exhibitors = floor.exhibitors
    .filter((row) => hall === null || row.hallId === hall)
    .filter((row) => category === null || row.categoryIds.some((id) => categoryIds.includes(id)))
    .map((row): ExhibitorRowView => ({
      companyId: row.companyId,
      name: row.name,
      logo: row.logo,
      hallId: row.hallId,
      hallName: row.hallName,
      boothId: row.boothId,
      boothNumber: row.boothNumber,
      categories: row.categories,
    }));
  const wanted = query.booth?.toUpperCase() ?? null;
  const booths = floor.halls.flatMap((row) => row.booths);
  const highlighted =
    (query.company !== null ? booths.find((booth) => booth.companyId === query.company) : undefined) ??
    (wanted !== null ? booths.find((booth) => booth.number.toUpperCase() === wanted) : undefined);
  // Only the categories some exhibitor of the show names are worth offering as a filter.
  const named = new Set(floor.exhibitors.flatMap((row) => row.categoryIds));
  const tree = categoryTree(categoryRows, locale)
    .map((group) => ({ ...group, children: group.children.filter((child) => named.has(child.id)) }))
    .filter((group) => named.has(group.id) || group.children.length > 0);
  const pageCount = Math.max(1, Math.ceil(exhibitors.length / EXHIBITORS_PER_PAGE));
  const holding = highlighted ? exhibitors.findIndex((row) => row.boothId === highlighted.id) : -1;
  const page = Math.min(pageCount, query.page ?? (holding >= 0 ? Math.floor(holding / EXHIBITORS_PER_PAGE) + 1 : 1));
  return {
    matching: exhibitors.length,
    listPage: page,
    pageCount,
    halls: hall === null ? floor.halls : floor.halls.filter((row) => row.id === hall),
    hallChoices: floor.halls.map((row) => ({ id: row.id, name: row.name })),
    exhibitors: exhibitors.slice((page - 1) * EXHIBITORS_PER_PAGE, page * EXHIBITORS_PER_PAGE),
    total: floor.exhibitors.length,
    filters: { hall, category },
    categories: tree,
    highlight: highlighted?.id ?? null,
  };
}
