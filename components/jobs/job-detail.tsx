import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { FactList } from '@/components/common/fact-list';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { mailtoHref } from '@/components/join-us/mailto';
import { useSite } from '@/components/providers/site-context';
import { InnerPage } from '@/layouts/inner-page';
import { routes, withQuery } from '@/lib/routes';
import type { JobDetailView } from '@/lib/views/job-views';
import { jobSalary } from './job-salary';
import styles from './job-detail.module.scss';

const EMPLOYMENT_SCHEMA = { full_time: 'FULL_TIME', part_time: 'PART_TIME', intern: 'INTERN' } as const;

/** One open position: facts, duties, requirements, apply by e-mail (subject prefilled), JobPosting data. */
export function JobDetail({ job }: { job: JobDetailView }) {
  const { t } = useTranslation(['join-us', 'common']);
  const site = useSite();
  const salary = jobSalary(t, job);
  const subject = t('job.subject', { title: job.title, city: job.city });
  const facts = [
    { label: t('job.department'), value: job.department },
    { label: t('job.city'), value: job.city },
    { label: t('job.type'), value: t(`job.types.${job.employmentType}`) },
    { label: t('job.headcount'), value: t('job.people', { count: job.headcount }) },
    { label: t('job.salary'), value: salary },
    { label: t('job.posted'), value: job.postedDate },
  ];
  return (
    <>
      <Seo title={job.title} description={t('job.description', { title: job.title, city: job.city, department: job.department })} path={withQuery(routes.recruitDetail, { id: job.id })} />
      <JsonLd
        data={{
          '@type': 'JobPosting',
          title: job.title,
          description: [...job.duties, ...job.requirements].map((line) => `<p>${line.replace(/</g, '&lt;')}</p>`).join(''),
          datePosted: job.postedAt,
          ...(job.closesAt ? { validThrough: job.closesAt } : {}),
          employmentType: EMPLOYMENT_SCHEMA[job.employmentType],
          hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
          jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'CN' } },
          ...(job.salaryMin && job.salaryMax
            ? {
                baseSalary: {
                  '@type': 'MonetaryAmount',
                  currency: 'CNY',
                  value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'MONTH' },
                },
              }
            : {}),
        }}
      />
      <InnerPage
        title={job.title}
        crumbs={[
          { label: t('common:routes.joinUs.title'), href: routes.joinUs },
          { label: t('common:nav.positions'), href: `${routes.joinUs}#positions` },
          { label: job.title },
        ]}
      >
        <div className={styles.layout}>
          <div>
            <FactList facts={facts} wide />
            <section aria-labelledby="job-duties">
              <h2 id="job-duties">{t('job.duties')}</h2>
              <ul>
                {job.duties.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements">{t('job.requirements')}</h2>
              <ul>
                {job.requirements.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </div>
          <aside className={styles.apply} aria-labelledby="job-apply">
            <h2 id="job-apply">{t('job.apply')}</h2>
            <p>{t('job.applyText', { email: site.jobsEmail })}</p>
            <ButtonLink href={mailtoHref(site.jobsEmail, subject)}>{t('job.applyButton')}</ButtonLink>
            <p className={styles.subject}>
              {t('job.subjectLine', { subject })}
            </p>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
