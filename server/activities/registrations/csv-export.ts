import type { ApiLocale } from '../../http/errors';
import { toCsv } from '../../kernel/csv';
import { serverTranslator } from '../../kernel/i18n';
import type { LeadRow } from './check-in';
import type { StaffRegistrationRow } from './staff-list';

/** The two CSV downloads of registrations, with headers and labels in the requester's language. */

async function labels(locale: ApiLocale) {
  const { t } = await serverTranslator(locale, ['activity']);
  return {
    column: (key: string) => t(`activity:leads.columns.${key}`),
    audience: (value: string) => t(`activity:audienceType.${value}`),
    status: (value: string) => t(`activity:status.${value}`),
  };
}

/** An exhibitor's leads. */
export async function leadsCsv(rows: readonly LeadRow[], locale: ApiLocale): Promise<string> {
  const l = await labels(locale);
  const header = ['scannedAt', 'name', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'activity', 'code'].map(l.column);
  return toCsv(
    header,
    rows.map((r) => [r.scannedAt, r.name, r.mobile, r.email, r.company, r.position, l.audience(r.audience), r.quantity, r.activityTitle, r.code]),
  );
}

/** An activity's registrations, for staff. */
export async function registrationsCsv(rows: readonly StaffRegistrationRow[], locale: ApiLocale): Promise<string> {
  const l = await labels(locale);
  const header = ['registeredAt', 'status', 'name', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'code', 'scannedAt'].map(l.column);
  return toCsv(
    header,
    rows.map((r) => [r.createdAt, l.status(r.status), r.name, r.mobile, r.email, r.company, r.position, l.audience(r.audience), r.quantity, r.code, r.checkedInAt]),
  );
}
