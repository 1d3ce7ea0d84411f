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
