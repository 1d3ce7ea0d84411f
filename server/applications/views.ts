import type { ApplicationReceiptView, LookedUpApplicationView } from '@/lib/applications/views';
import { chinaDateTime } from '../kernel/china-time';
import type { ApplicationRow, JobRow } from './apply';
import { jobTitleIn } from './messages';

/** What a candidate sees of an application: the reference, the job and where it stands — never what they sent. */

type Job = Pick<JobRow, 'title' | 'titleEn'>;

export function receiptView(row: ApplicationRow, job: Job, locale: string): ApplicationReceiptView {
  return { reference: row.reference, jobTitle: jobTitleIn(job, locale), submittedLabel: chinaDateTime(row.createdAt) };
}

export function lookedUpView(row: ApplicationRow, job: Job, locale: string): LookedUpApplicationView {
  return {
    ...receiptView(row, job, locale),
    status: row.status,
    updatedLabel: row.statusChangedAt ? chinaDateTime(row.statusChangedAt) : '',
  };
}
