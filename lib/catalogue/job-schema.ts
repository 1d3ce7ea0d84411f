import { z } from 'zod';
import { chinaDayOf, chinaDayStart } from '../china-datetime';
import { catalogueMessage, lineList, optionalText, optionalWholeNumber, requiredText, versionField } from './schema';
import { whenFieldsRead } from '../http/field-errors';

/**
 * A job as staff edit it, shared by the form of /admin/jobs/edit and
 * POST /api/admin/jobs, PUT /api/admin/jobs/{id}. Dates are China days
 * ("YYYY-MM-DD"); the job is listed until the END of its closing day (China
 * time), and no closing day means listed until hidden. Salaries are monthly,
 * in CNY: both or neither (neither: "面议"), the lowest not above the highest.
 */

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_LIMITS = {
  title: 60,
  titleEn: 120,
  department: 30,
  departmentEn: 60,
  city: 30,
  cityEn: 60,
  headcountMax: 999,
  salaryMax: 1_000_000,
  lines: 20,
  lineLength: 200,
} as const;

/** A China day that exists; `required` or '' when left empty. */
const day = (required: string | null) =>
  z
    .string({ error: catalogueMessage('dateInvalid') })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: catalogueMessage(required) });
      } else if (!chinaDayStart(value)) ctx.addIssue({ code: 'custom', message: catalogueMessage('dateInvalid') });
    });

const lines = (prefix: string) => lineList({ maxLines: JOB_LIMITS.lines, maxLength: JOB_LIMITS.lineLength, required: true, prefix });

export const jobSchema = z
  .object({
    title: requiredText(JOB_LIMITS.title, 'titleRequired', 'titleTooLong'),
    titleEn: optionalText(JOB_LIMITS.titleEn, 'titleEnTooLong'),
    department: requiredText(JOB_LIMITS.department, 'departmentRequired', 'departmentTooLong'),
    departmentEn: optionalText(JOB_LIMITS.departmentEn, 'departmentEnTooLong'),
    city: requiredText(JOB_LIMITS.city, 'cityRequired', 'cityTooLong'),
    cityEn: optionalText(JOB_LIMITS.cityEn, 'cityEnTooLong'),
    headcount: optionalWholeNumber(1, JOB_LIMITS.headcountMax, 'headcountRange').refine((value): value is number => value !== null, catalogueMessage('headcountRequired')),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: catalogueMessage('employmentTypeRequired') }),
    salaryMin: optionalWholeNumber(1, JOB_LIMITS.salaryMax, 'salaryInvalid'),
    salaryMax: optionalWholeNumber(1, JOB_LIMITS.salaryMax, 'salaryInvalid'),
    duties: lines('duties'),
    requirements: lines('requirements'),
    postedDate: day('postedDateRequired'),
    closesDate: day(null),
    version: versionField,
  })
  .refine((job) => (job.salaryMin === null) === (job.salaryMax === null), {
    path: ['salaryMin'],
    message: catalogueMessage('salaryBoth'),
    when: whenFieldsRead(['salaryMin', 'salaryMax']),
  })
  .refine((job) => job.salaryMin === null || job.salaryMax === null || job.salaryMin <= job.salaryMax, {
    path: ['salaryMax'],
    message: catalogueMessage('salaryOrder'),
    when: whenFieldsRead(['salaryMin', 'salaryMax']),
  })
  // A job is not posted in the future (the day is China's, wherever the form or the server runs).
  .refine((job) => job.postedDate <= chinaDayOf(new Date()), { path: ['postedDate'], message: catalogueMessage('postedDateFuture'), when: whenFieldsRead(['postedDate']) })
  .refine((job) => job.closesDate === '' || job.closesDate >= job.postedDate, {
    path: ['closesDate'],
    message: catalogueMessage('closesBeforePosted'),
    when: whenFieldsRead(['postedDate', 'closesDate']),
  });

export type JobInput = z.input<typeof jobSchema>;
export type JobFields = z.output<typeof jobSchema>;
