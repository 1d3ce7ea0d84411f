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

/**
 * An activity's registrations, for staff: one row per attendee (each with their own status, code and check-in),
 * the registrant first with the registration's contact; a companion with their own contact, if they gave one, and
 * their registrant's name. `quantity` is the group's seats.
 */
export async function registrationsCsv(rows: readonly StaffRegistrationRow[], locale: ApiLocale): Promise<string> {
  const l = await labels(locale);
  const header = ['registeredAt', 'status', 'name', 'registeredBy', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'code', 'scannedAt'].map(l.column);
  return toCsv(
    header,
    rows.flatMap((r) => {
      const people = r.attendees.length > 0 ? r.attendees : [{ position: 1, name: r.name, code: r.code, mobile: '', email: '', status: r.status, checkedInAt: r.checkedInAt }];
      return people.map((a) => {
        const registrant = a.position === 1;
        return [
          r.createdAt,
          l.status(a.status),
          a.name,
          registrant ? '' : r.name,
          registrant ? r.mobile : a.mobile,
          registrant ? r.email : a.email,
          r.company,
          r.position,
          l.audience(r.audience),
          r.quantity,
          a.code,
          a.checkedInAt,
        ];
      });
    }),
  );
}
