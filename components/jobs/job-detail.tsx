import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { ChineseOnlyNotice } from '@/components/common/chinese-only-notice';
import { FactList } from '@/components/common/fact-list';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { mailtoHref } from '@/lib/jobs/mailto';
import { useSite } from '@/components/providers/site-context';
import { InnerPage } from '@/components/layout/inner-page';
import { routes, withQuery } from '@/lib/routes';
import { siteOrganization } from '@/lib/site/structured-data';
import type { JobDetailView } from '@/lib/jobs/views';
import { ApplySection } from './apply-section';
import { jobSalary } from './job-salary';
import styles from './job-detail.module.scss';

const EMPLOYMENT_SCHEMA = { full_time: 'FULL_TIME', part_time: 'PART_TIME', intern: 'INTERN' } as const;

/**
 * One position: facts, duties, requirements, the application form (#apply)
 * and beside it the way to it and, second, applying by e-mail (subject
 * prefilled); JobPosting data with `directApply` while it is open. Past its
 * closing day the page says so in the form's place, carries no JobPosting
 * and asks search engines not to index it.
 */
export function JobDetail({ job, open }: { job: JobDetailView; open: boolean }) {
  const { t } = useTranslation(['join-us', 'applications', 'common']);
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
      <Seo
        title={job.title}
        description={t('job.description', { title: job.title, city: job.city, department: job.department })}
        path={withQuery(routes.recruitDetail, { id: job.id })}
        noindex={!open}
      />
      {open ? (
        <JsonLd
          data={{
            '@type': 'JobPosting',
            title: job.title,
            description: [...job.duties, ...job.requirements].map((line) => `<p>${line.replace(/</g, '&lt;')}</p>`).join(''),
            datePosted: job.postedAt,
            ...(job.closesAt ? { validThrough: job.closesAt } : {}),
            employmentType: EMPLOYMENT_SCHEMA[job.employmentType],
            hiringOrganization: { ...siteOrganization(site), sameAs: site.url },
            identifier: { '@type': 'PropertyValue', name: site.name, value: String(job.id) },
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
            // The form on this page takes the application itself (no detour through another site or a mail app).
            directApply: true,
          }}
        />
      ) : null}
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
            <ChineseOnlyNotice />
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
            <ApplySection jobId={job.id} open={open} closesDate={job.closesDate} />
          </div>
          <aside className={styles.apply} aria-labelledby="job-apply">
            <h2 id="job-apply">{t('job.apply')}</h2>
            {open ? (
              <>
                <p>{t('applications:apply.lead')}</p>
                <ButtonLink href="#apply">{t('applications:apply.title')}</ButtonLink>
                <h3 className={styles.byEmail}>{t('applications:apply.byEmail')}</h3>
                <p>{t('job.applyText', { email: site.jobsEmail })}</p>
                <ButtonLink href={mailtoHref(site.jobsEmail, subject)} variant="secondary">
                  {t('job.applyButton')}
                </ButtonLink>
                <p className={styles.subject}>{t('job.subjectLine', { subject })}</p>
              </>
            ) : (
              <p>{t('applications:apply.closedText', { date: job.closesDate ?? '' })}</p>
            )}
            <p className={styles.subject}>
              <AppLink href={routes.applicationStatus}>{t('applications:apply.statusLink')}</AppLink>
            </p>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
