import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseIdQuery } from '@/lib/schemas/id-query';
import type { JobDetailView } from '@/lib/views/job-views';
import { cached } from '../cache';
import { getOpenJob } from '../content/jobs';
import { database } from '../db';
import type { PageContext } from '../page';
import { chinaDay } from '../china-time';

export interface JobDetailProps extends Record<string, unknown> {
  job: JobDetailView;
}

/** /join-us/recruit-detail?id=: an open position; unknown, hidden, closed or malformed ids are a 404. */
export async function loadJobDetail(ctx: PageContext): Promise<GetServerSidePropsResult<JobDetailProps>> {
  const id = parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const { db } = await database();
  const job = await cached(`jobs:detail:${id}`, ['jobs'], () => getOpenJob(db, id));
  if (!job) return { notFound: true };
  const english = toLocale(ctx.locale) === 'en';
  return {
    props: {
      job: {
        id: job.id,
        title: (english && job.titleEn) || job.title,
        department: (english && job.departmentEn) || job.department,
        city: (english && job.cityEn) || job.city,
        headcount: job.headcount,
        employmentType: job.employmentType,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        duties: job.duties,
        requirements: job.requirements,
        postedDate: chinaDay(job.postedAt),
        closesDate: job.closesAt ? chinaDay(job.closesAt) : null,
        postedAt: job.postedAt.toISOString(),
        closesAt: job.closesAt ? job.closesAt.toISOString() : null,
      },
    },
  };
}
