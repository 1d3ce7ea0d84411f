import { useId } from 'react';
import { ConsoleShell } from './console-shell';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { AUDIENCE_TYPES } from '@/lib/registration-rules';
import { useTranslation } from '@/lib/use-translation';
import { STAFF_STATUSES, type StaffActivityOption, type StaffActivityRegistrationsView, type StaffRegistrationsProps } from '@/lib/views/staff-registration-views';
import styles from './console.module.scss';

/** Activity, status, type and keyword: a plain GET form, so it works before and without JavaScript. */
function StaffRegistrationFilters({ activities, current }: { activities: StaffActivityOption[]; current: StaffActivityRegistrationsView }) {
  const { t, i18n } = useTranslation('activity');
  const id = useId();
  const { filters } = current;
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.adminRegistrations}`} className={styles.filters} aria-label={t('staff.filter')}>
      <div className={`${styles.field} ${styles.activityField}`}>
        <label htmlFor={`${id}-activity`}>{t('staff.activity')}</label>
        <select id={`${id}-activity`} name="activity" defaultValue={String(current.id)}>
          {activities.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.date} {activity.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('staff.status')}</label>
        <select id={`${id}-status`} name="status" defaultValue={filters.status}>
          <option value="">{t('staff.all')}</option>
          {STAFF_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-audience`}>{t('staff.audience')}</label>
        <select id={`${id}-audience`} name="audience" defaultValue={filters.audience}>
          <option value="">{t('staff.all')}</option>
          {AUDIENCE_TYPES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audienceType.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>{t('staff.q')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('staff.qPlaceholder')} />
      </div>
      <button type="submit">{t('staff.filter')}</button>
    </form>
  );
}

/** An e-mail address that may break after its "@" (and only there, unless a part is too long for the column). */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

const COLUMNS = ['registeredAt', 'status', 'name', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'code', 'scannedAt'] as const;

/** The matching registrations, at most `limit` of them, in a box that scrolls sideways on narrow screens. */
function StaffRegistrationTable({ current }: { current: StaffActivityRegistrationsView }) {
  const { t } = useTranslation('activity');
  const label = `${current.title} · ${t('staff.title')}`;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        {/* The heading above says it on screen; a caption in a table wider than its box would be cut off. */}
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'quantity' ? styles.number : undefined}>
                {t(`leads.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {current.rows.map((row) => (
            <tr key={row.id}>
              <td>{row.registeredAt}</td>
              <td className={styles.label}>{t(`status.${row.status}`)}</td>
              <td className={styles.text}>{row.name}</td>
              <td>{row.mobile}</td>
              <td className={styles.text}>
                <EmailAddress address={row.email} />
              </td>
              <td className={styles.text}>{row.company}</td>
              <td className={styles.text}>{row.position}</td>
              <td className={styles.label}>{t(`audienceType.${row.audience}`)}</td>
              <td className={styles.number}>{row.quantity}</td>
              <td className={styles.code}>{row.code}</td>
              <td>{row.checkedInAt ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/registrations: an activity's registrations for editors, filtered, with the totals and a CSV export. */
export function StaffRegistrations({ activities, current }: StaffRegistrationsProps) {
  const { t } = useTranslation(['activity', 'common']);
  return (
    <ConsoleShell routeKey="adminRegistrations" lead={t('staff.lead')}>
      <div className={styles.page}>
        {current === null ? (
          <p className={styles.note}>{t('staff.noActivities')}</p>
        ) : (
          <>
            <StaffRegistrationFilters activities={activities} current={current} />
            <h2 className={styles.heading}>{current.title}</h2>
            <p className={styles.summary}>
              {t('staff.summary', {
                seatsTaken: current.totals.seatsTaken,
                confirmed: current.totals.confirmed,
                waitlisted: current.totals.waitlisted,
                checkedIn: current.totals.checkedIn,
                cancelled: current.totals.cancelled,
                capacity: current.capacity,
              })}
            </p>
            <div className={styles.bar}>
              <p>{t('staff.count', { count: current.total })}</p>
              <a className={styles.export} href={current.exportHref} download>
                {t('staff.export')}
              </a>
            </div>
            {current.rows.length === 0 ? (
              <p className={styles.note}>{t('staff.empty')}</p>
            ) : (
              <StaffRegistrationTable current={current} />
            )}
            {current.total > current.rows.length ? <p className={styles.note}>{t('staff.more', { count: current.rows.length })}</p> : null}
          </>
        )}
      </div>
    </ConsoleShell>
  );
}
