import type { TFunction } from '@/lib/i18n';
import type { JobCardView } from '@/lib/jobs/views';

/** "15k–25k 元/月", or "面议" when the range is not published. */
export function jobSalary(t: TFunction, job: Pick<JobCardView, 'salaryMin' | 'salaryMax'>): string {
  return job.salaryMin && job.salaryMax
    ? t('join-us:job.salaryRange', { min: job.salaryMin / 1000, max: job.salaryMax / 1000 })
    : t('join-us:job.salaryNegotiable');
}
