import { fields } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/catalogue/client';
import { routes, withQuery } from '@/lib/routes';
import { linesOf } from '@/lib/catalogue/schema';
import { EMPLOYMENT_TYPES, JOB_LIMITS, type JobInput } from '@/lib/catalogue/job-schema';
import { useTranslation } from '@/lib/use-translation';
import type { JobEditProps, JobEditView } from '@/lib/catalogue/views';
import { CatalogueFormFrame, type PublicState } from './catalogue-form-frame';
import { useCatalogueFields } from './use-catalogue-fields';
import { useCatalogueForm } from './use-catalogue-form';
import styles from './catalogue.module.scss';

function readJob(data: FormData): Omit<CatalogueInputOf['jobs'], 'version'> {
  const { employmentType, duties, requirements, ...text } = fields(data, [
    'title',
    'titleEn',
    'department',
    'departmentEn',
    'city',
    'cityEn',
    'headcount',
    'employmentType',
    'salaryMin',
    'salaryMax',
    'duties',
    'requirements',
    'postedDate',
    'closesDate',
  ]);
  return { ...text, employmentType: employmentType as JobInput['employmentType'], duties: linesOf(duties), requirements: linesOf(requirements) };
}

function publicStateOf(job: JobEditView): PublicState {
  if (job.hidden) return 'hidden';
  return job.closed ? 'closed' : 'public';
}

/**
 * /admin/jobs/edit?id= (no id: a new job): the job's facts in Chinese with
 * optional English ones beside them, duties and requirements one a line, the
 * posting day and the closing day — the job leaves the public list and its
 * JobPosting data at the end of that day, China time.
 */
export function JobForm(props: JobEditProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const editor = useCatalogueForm({ kind: 'jobs', initial: props.job, read: readJob });
  const job = editor.record;
  const { text, area, select, pair } = useCatalogueFields('jobs', job, editor.errors);
  const publicState = job ? publicStateOf(job) : null;
  const linesHint = t('form.jobs.linesHint', { lines: JOB_LIMITS.lines, length: JOB_LIMITS.lineLength });

  return (
    <CatalogueFormFrame
      kind="jobs"
      editor={editor}
      name={job?.title ?? null}
      publicState={publicState}
      publicHref={job && publicState === 'public' ? withQuery(routes.recruitDetail, { id: job.id }) : null}
    >
      <fieldset>
        <legend>{t('form.jobs.basics')}</legend>
        {pair('title', { required: true })}
        {pair('department', { required: true })}
        {pair('city', { required: true })}
        <div className={styles.pair}>
          {text('headcount', { required: true, initial: '1', hint: t('form.jobs.headcountHint'), inputMode: 'numeric' })}
          {select(
            'employmentType',
            { required: true, initial: 'full_time' },
            EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobs.types.${type}`)}
              </option>
            )),
          )}
        </div>
        <div className={styles.pair}>
          {text('salaryMin', { hint: t('form.jobs.salaryHint'), inputMode: 'numeric' })}
          {text('salaryMax', { inputMode: 'numeric' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('form.jobs.details')}</legend>
        {area('duties', { required: true, rows: 6, hint: linesHint })}
        {area('requirements', { required: true, rows: 6, hint: linesHint })}
      </fieldset>
      <fieldset>
        <legend>{t('form.jobs.dates')}</legend>
        <div className={styles.pair}>
          {text('postedDate', { type: 'date', required: true, initial: props.today, hint: t('form.jobs.postedDateHint'), max: props.today, autoComplete: undefined })}
          {text('closesDate', { type: 'date', hint: t('form.jobs.closesDateHint'), autoComplete: undefined })}
        </div>
      </fieldset>
    </CatalogueFormFrame>
  );
}
