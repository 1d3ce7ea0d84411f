import type { ApiLocale } from '../http/errors';
import { toCsv } from '../kernel/csv';
import { serverTranslator } from '../kernel/i18n';
import type { StaffApplicationRow } from './staff-list';

/** A job's applications as a CSV file for recruiters, headers and labels in their language (server/kernel/csv.ts guards every cell). */

export const CSV_COLUMNS = ['submittedAt', 'reference', 'status', 'name', 'mobile', 'email', 'city', 'experience', 'education', 'coverNote', 'job'] as const;

export async function applicationsCsv(rows: readonly StaffApplicationRow[], locale: ApiLocale): Promise<string> {
  const { t } = await serverTranslator(locale, ['applications', 'admin-applications']);
  return toCsv(
    CSV_COLUMNS.map((column) => t(`admin-applications:columns.${column}`)),
    rows.map(({ application: r, jobTitle }) => [
      r.createdAt,
      r.reference,
      t(`applications:status.${r.status}`),
      r.name,
      r.mobile,
      r.email,
      r.city,
      t(`applications:experience.${r.experience}`),
      t(`applications:education.${r.education}`),
      r.coverNote,
      jobTitle,
    ]),
  );
}
