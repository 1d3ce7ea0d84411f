import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { JobCardView } from '@/lib/jobs/views';
import { jobSalary } from './job-salary';
import styles from './job-list.module.scss';

/** One open position in the list: title (the link), salary, department, city, type and date posted. */
export function JobCard({ job }: { job: JobCardView }) {
  const { t } = useTranslation('join-us');
  return (
    <li className={styles.job}>
      <h3 className={styles.title}>
        <AppLink href={withQuery(routes.recruitDetail, { id: job.id })}>{job.title}</AppLink>
      </h3>
      <p className={styles.salary}>{jobSalary(t, job)}</p>
      {/* Spaced apart on screen; the hidden separators keep a screen reader from running the facts together. */}
      <p className={styles.meta}>
        <span>{job.department}</span>
        <span className="visually-hidden">{t('list.separator')}</span>
        <span>{job.city}</span>
        <span className="visually-hidden">{t('list.separator')}</span>
        <span>{t(`job.types.${job.employmentType}`)}</span>
        <span className="visually-hidden">{t('list.separator')}</span>
        <time dateTime={job.postedDate}>{t('list.posted', { date: job.postedDate })}</time>
      </p>
    </li>
  );
}
