import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import type { JobDetailView } from '@/lib/jobs/views';
import { jobState } from '../applications/apply';
import { getAnyJob } from './public';
import { jobCard } from './views';
import { recordOfIdQuery, type PageContext } from '../http/page';
import { chinaDay } from '../kernel/china-time';

export interface JobDetailProps extends Record<string, unknown> {
  job: JobDetailView;
  /** Whether it takes applications: false once past its closing day (the page says so instead of the form). */
  open: boolean;
}

/**
 * /join-us/recruit-detail?id=: a position with the application form while it
 * is open; past its closing day, its page says it is closed (a candidate who
 * applied may come back to it); unknown, hidden or malformed ids are a 404.
 */
export async function loadJobDetail(ctx: PageContext): Promise<GetServerSidePropsResult<JobDetailProps>> {
  const job = await recordOfIdQuery(ctx, ['jobs'], (id) => `jobs:any:${id}`, getAnyJob);
  const state = jobState(job, new Date());
  if (!job || state === 'not_found') return { notFound: true };
  const english = toLocale(ctx.locale) === 'en';
  return {
    props: {
      job: {
        ...jobCard(job, english),
        headcount: job.headcount,
        duties: job.duties,
        requirements: job.requirements,
        closesDate: job.closesAt ? chinaDay(job.closesAt) : null,
        postedAt: job.postedAt.toISOString(),
        closesAt: job.closesAt ? job.closesAt.toISOString() : null,
      },
      open: state === 'open',
    },
  };
}
