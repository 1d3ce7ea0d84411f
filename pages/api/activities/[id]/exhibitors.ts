import { z } from 'zod';
import type { ShowExhibitorsAnswer } from '@/lib/companies/floor-views';
import { idParam } from '@/lib/http/api-queries';
import { getActivity } from '@/server/activities/queries';
import { showNotFound } from '@/server/companies/booths/api-messages';
import { showExhibitors } from '@/server/companies/booths/exhibitors';
import { apiRoute, method } from '@/server/http/handler';

const optionalId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a whole number ≥ 1')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'out of range')
  .optional();

const query = idParam.extend({ hall: optionalId, category: optionalId, page: optionalId });

/**
 * GET /api/activities/{id}/exhibitors?hall=&category= (anyone): `{ show, halls, exhibitors }` — the show's
 * halls with their booths (a booth's company null: vacant) and the exhibitors the filters let through, by
 * booth number, 50 a page (`?page=`). 404 for an activity that is not a published show.
 */
export default apiRoute({
  GET: method({
    query,
    handle: async ({ db, query: { id, hall, category, page }, locale }): Promise<ShowExhibitorsAnswer> => {
      const show = await getActivity(db, id);
      if (!show || show.kind !== 'show') throw await showNotFound(locale);
      const found = await showExhibitors(db, id, locale, { hall: hall ?? null, category: category ?? null, company: null, booth: null, page: page ?? 1 });
      return { show: { id, title: (locale === 'en' && show.titleEn) || show.title }, halls: found.halls, exhibitors: found.exhibitors, matching: found.matching, page: found.listPage, pageCount: found.pageCount };
    },
  }),
});
