import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseJobListPageQuery } from '@/lib/http/list-query';
import type { FilterOption, JobListPageProps } from '@/lib/jobs/views';
import { cached } from '../kernel/cache';
import { jobFacets, listJobs, type FacetValue } from './public';
import { database } from '../db';
import { jobCard } from './views';
import type { PageContext } from '../http/page';

/** Filter options labelled in the page's language, in that language's order. */
function facetOptions(facets: FacetValue[], english: boolean): FilterOption[] {
  return facets
    .map((facet) => ({ value: facet.name, label: (english && facet.nameEn) || facet.name }))
    .sort((a, b) => a.label.localeCompare(b.label, english ? 'en' : 'zh-CN'));
}

/** /join-us: open positions filtered by department, city and keyword, 10 a page; a malformed or out-of-range page is a 404. */
export async function loadJobList(ctx: PageContext): Promise<GetServerSidePropsResult<JobListPageProps>> {
  const query = parseJobListPageQuery(ctx.query);
  if (!query) return { notFound: true };
  const { db } = await database();
  const filters = { department: query.department, city: query.city, q: query.q };
  const [list, facets] = await Promise.all([
    cached(`jobs:list:${JSON.stringify({ ...filters, page: query.page })}`, ['jobs'], () => listJobs(db, { ...filters, page: query.page })),
    cached('jobs:facets', ['jobs'], () => jobFacets(db)),
  ]);
  if (query.page > list.pageCount) return { notFound: true };
  const english = toLocale(ctx.locale) === 'en';
  return {
    props: {
      filters,
      jobs: {
        items: list.items.map((job) => jobCard(job, english)),
        total: list.total,
        page: list.page,
        pageCount: list.pageCount,
        anyOpen: facets.departments.length > 0,
        departments: facetOptions(facets.departments, english),
        cities: facetOptions(facets.cities, english),
      },
    },
  };
}
