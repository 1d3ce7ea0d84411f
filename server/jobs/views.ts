import type { JobCardView } from '@/lib/jobs/views';
import { chinaDay } from '../kernel/china-time';
import type { JobRow } from './public';

/** The API's view of a position (no internal fields). */
export function jobJson(job: JobRow) {
  return {
    id: job.id,
    title: job.title,
    titleEn: job.titleEn,
    department: job.department,
    departmentEn: job.departmentEn,
    city: job.city,
    cityEn: job.cityEn,
    headcount: job.headcount,
    employmentType: job.employmentType,
    salary: job.salaryMin && job.salaryMax ? { min: job.salaryMin, max: job.salaryMax, currency: 'CNY', unit: 'month' } : null,
    duties: job.duties,
    requirements: job.requirements,
    postedAt: job.postedAt.toISOString(),
    closesAt: job.closesAt ? job.closesAt.toISOString() : null,
  };
}

/** A position as a list card, in the page's language. */
export function jobCard(job: JobRow, english: boolean): JobCardView {
  return {
    id: job.id,
    title: (english && job.titleEn) || job.title,
    department: (english && job.departmentEn) || job.department,
    city: (english && job.cityEn) || job.city,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    postedDate: chinaDay(job.postedAt),
  };
}
