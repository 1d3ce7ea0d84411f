import { useId } from 'react';
import { FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { field } from '@/components/forms/use-api-form';
import type { CatalogueInputOf } from '@/lib/admin-catalogue-client';
import { routes, withQuery } from '@/lib/routes';
import { linesOf } from '@/lib/schemas/admin-catalogue';
import { EMPLOYMENT_TYPES, JOB_LIMITS, type JobInput } from '@/lib/schemas/admin-job';
import { useTranslation } from '@/lib/use-translation';
import type { JobEditProps, JobEditView } from '@/lib/views/admin-catalogue-views';
import { CatalogueFormFrame, type PublicState } from './catalogue-form-frame';
import { useCatalogueForm } from './use-catalogue-form';
import { BilingualPair } from './bilingual-pair';
import styles from './catalogue.module.scss';

function readJob(data: FormData): CatalogueInputOf['jobs'] {
  return {
    title: field(data, 'title'),
    titleEn: field(data, 'titleEn'),
    department: field(data, 'department'),
    departmentEn: field(data, 'departmentEn'),
    city: field(data, 'city'),
    cityEn: field(data, 'cityEn'),
    headcount: field(data, 'headcount'),
    employmentType: field(data, 'employmentType') as JobInput['employmentType'],
    salaryMin: field(data, 'salaryMin'),
    salaryMax: field(data, 'salaryMax'),
    duties: linesOf(field(data, 'duties')),
    requirements: linesOf(field(data, 'requirements')),
    postedDate: field(data, 'postedDate'),
    closesDate: field(data, 'closesDate'),
    version: field(data, 'version') || undefined,
  };
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
  const id = useId();
  const editor = useCatalogueForm({ kind: 'jobs', initial: props.job, read: readJob });
  const job = editor.record;
  const errors = editor.errors;
  const required = t('form.required');
  const publicState = job ? publicStateOf(job) : null;

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
        <BilingualPair id={id} name="title" label={t('form.jobs.title') + required} labelEn={t('form.jobs.titleEn')} value={job?.title} valueEn={job?.titleEn} errors={errors} />
        <BilingualPair id={id} name="department" label={t('form.jobs.department') + required} labelEn={t('form.jobs.departmentEn')} value={job?.department} valueEn={job?.departmentEn} errors={errors} />
        <BilingualPair id={id} name="city" label={t('form.jobs.city') + required} labelEn={t('form.jobs.cityEn')} value={job?.city} valueEn={job?.cityEn} errors={errors} />
        <div className={styles.pair}>
          <FormField
            id={`${id}-headcount`}
            name="headcount"
            label={t('form.jobs.headcount') + required}
            hint={t('form.jobs.headcountHint')}
            defaultValue={job ? String(job.headcount) : '1'}
            inputMode="numeric"
            autoComplete="off"
            errors={errors.headcount}
          />
          <SelectField id={`${id}-type`} name="employmentType" label={t('form.jobs.employmentType') + required} defaultValue={job?.employmentType ?? 'full_time'} errors={errors.employmentType}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobs.types.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.pair}>
          <FormField
            id={`${id}-salaryMin`}
            name="salaryMin"
            label={t('form.jobs.salaryMin')}
            hint={t('form.jobs.salaryHint')}
            defaultValue={job?.salaryMin ?? ''}
            inputMode="numeric"
            autoComplete="off"
            errors={errors.salaryMin}
          />
          <FormField
            id={`${id}-salaryMax`}
            name="salaryMax"
            label={t('form.jobs.salaryMax')}
            defaultValue={job?.salaryMax ?? ''}
            inputMode="numeric"
            autoComplete="off"
            errors={errors.salaryMax}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('form.jobs.details')}</legend>
        <TextAreaField
          id={`${id}-duties`}
          name="duties"
          label={t('form.jobs.duties') + required}
          hint={t('form.jobs.linesHint', { lines: JOB_LIMITS.lines, length: JOB_LIMITS.lineLength })}
          defaultValue={job?.duties.join('\n')}
          rows={6}
          errors={errors.duties}
        />
        <TextAreaField
          id={`${id}-requirements`}
          name="requirements"
          label={t('form.jobs.requirements') + required}
          hint={t('form.jobs.linesHint', { lines: JOB_LIMITS.lines, length: JOB_LIMITS.lineLength })}
          defaultValue={job?.requirements.join('\n')}
          rows={6}
          errors={errors.requirements}
        />
      </fieldset>
      <fieldset>
        <legend>{t('form.jobs.dates')}</legend>
        <div className={styles.pair}>
          <FormField
            id={`${id}-posted`}
            name="postedDate"
            type="date"
            label={t('form.jobs.postedDate') + required}
            hint={t('form.jobs.postedDateHint')}
            defaultValue={job?.postedDate ?? props.today}
            max={props.today}
            errors={errors.postedDate}
          />
          <FormField
            id={`${id}-closes`}
            name="closesDate"
            type="date"
            label={t('form.jobs.closesDate')}
            hint={t('form.jobs.closesDateHint')}
            defaultValue={job?.closesDate ?? ''}
            errors={errors.closesDate}
          />
        </div>
      </fieldset>
    </CatalogueFormFrame>
  );
}
