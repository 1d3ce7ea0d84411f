import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';
import type { PageContext } from '../../http/page';

/**
 * /account/visit-plan?show=: the plan itself is read in the browser (it may hold the browser's own saved list,
 * which the server never sees before login); the page knows only the show asked for. A malformed show is the 404.
 */
export interface VisitPlanPageProps extends Record<string, unknown> {
  showId: number | null;
}

const show = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647).optional());

export async function loadVisitPlanPage(ctx: PageContext): Promise<GetServerSidePropsResult<VisitPlanPageProps>> {
  const parsed = show.safeParse(ctx.query.show);
  if (!parsed.success) return { notFound: true };
  return { props: { showId: parsed.data ?? null } };
}
