import { useState } from 'react';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { ConsoleShell } from './console-shell';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { CancelRegistrationDialog } from './activities/cancel-registration-dialog';
import { RegistrationStatusActions } from './activities/registration-status-actions';
import { useRegistrationStatus } from './activities/use-registration-status';
import { DateTimeLabel } from '@/components/common/date-time-label';
import { DownloadLink } from '@/components/common/download-link';
import type { StaffStatusChange } from '@/lib/activities/rules';
import { routes } from '@/lib/routes';
import { AUDIENCE_TYPES } from '@/lib/registrations/rules';
import { useTranslation } from '@/lib/use-translation';
import {
  STAFF_STATUSES,
  type StaffActivityOption,
  type StaffActivityRegistrationsView,
  type StaffAttendeeView,
  type StaffRegistrationRowView,
  type StaffRegistrationsProps,
} from '@/lib/registrations/staff-views';
import styles from './console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import statusStyles from './activities/registration-status.module.scss';

/** Activity, status, type and keyword: a plain GET form, so it works before and without JavaScript. */
function StaffRegistrationFilters({ activities, current }: { activities: StaffActivityOption[]; current: StaffActivityRegistrationsView }) {
  const { t } = useTranslation(['activity', 'admin-activities']);
  const { filters } = current;
  // The activity is always chosen: it is the page's subject, not a filter.
  const active = [filters.status, filters.audience, filters.q].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminRegistrations} label={t('staff.filter')} submit={t('staff.filter')}>
      <FilterSelect
        name="activity"
        label={t('staff.activity')}
        value={String(current.id)}
        className={styles.activityField}
        choices={activities.map((activity) => ({
          value: activity.id,
          label: (
            <>
              {activity.date} {activity.title}
              {activity.published ? '' : ` (${t('admin-activities:list.hidden')})`}
            </>
          ),
        }))}
      />
      <FilterSelect name="status" label={t('staff.status')} value={filters.status} all={t('staff.all')} choices={STAFF_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
      <FilterSelect
        name="audience"
        label={t('staff.audience')}
        value={filters.audience}
        all={t('staff.all')}
        choices={AUDIENCE_TYPES.map((audience) => ({ value: audience, label: t(`audienceType.${audience}`) }))}
      />
      <FilterInput name="q" label={t('staff.q')} value={filters.q} placeholder={t('staff.qPlaceholder')} />
    </ConsoleFilterForm>
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

/** A group's people under the registrant's name: each with their own code and status (checked in one by one at the door). */
function Attendees({ attendees }: { attendees: StaffAttendeeView[] }) {
  const { t } = useTranslation('activity');
  return (
    <ul className={styles.attendees} aria-label={t('staff.companions', { count: attendees.length })}>
      {attendees.map((attendee) => (
        <li key={attendee.code} data-status={attendee.status}>
          <span>{attendee.name}</span> <span className={tableStyles.code}>{attendee.code}</span>{' '}
          <span className={styles.attendeeStatus}>{t(`status.${attendee.status}`)}</span>
          {attendee.checkedInAt ? <span className={styles.attendeeStatus}> {attendee.checkedInAt}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The person's name first, which stays in view, then what the door needs (the status, its buttons — in view beside the
 * name without scrolling the table sideways —, when they came in and the ticket's code) before what the office needs.
 */
const COLUMNS = ['name', 'status', 'statusActions', 'scannedAt', 'code', 'quantity', 'company', 'position', 'audience', 'mobile', 'email', 'registeredAt'] as const;

/** The matching registrations, at most `limit` of them, each row led by the person's name with its status buttons beside it. */
function StaffRegistrationTable({
  current,
  busyId,
  onAction,
}: {
  current: StaffActivityRegistrationsView;
  busyId: number | null;
  onAction: (row: StaffRegistrationRowView, status: StaffStatusChange) => void;
}) {
  const { t } = useTranslation(['activity', 'admin-activities']);
  const label = `${current.title} · ${t('staff.title')}`;
  return (
    <TableScroller label={label}>
      <table className={tableStyles.table}>
        {/* The heading above says it on screen; a caption in a table wider than its box would be cut off. */}
        <caption className="visually-hidden">{label}</caption>
        <TableHead
          columns={COLUMNS}
          header={(column) => (column === 'statusActions' ? t('admin-activities:status.actions') : t(`leads.columns.${column}`))}
          classNames={{ quantity: tableStyles.number }}
        />
        <tbody>
          {current.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={tableStyles.text}>
                {row.name}
                {row.attendees.length > 0 ? <Attendees attendees={row.attendees} /> : null}
              </th>
              <td className={tableStyles.label}>{t(`status.${row.status}`)}</td>
              <td>
                <RegistrationStatusActions row={row} busy={busyId === row.id} disabled={busyId !== null} onAction={onAction} />
              </td>
              <td className={tableStyles.when}>
                <DateTimeLabel label={row.checkedInAt} />
              </td>
              <td className={tableStyles.code}>{row.code}</td>
              <td className={tableStyles.number}>{row.quantity}</td>
              <td className={tableStyles.text}>{row.company}</td>
              <td className={tableStyles.text}>{row.position}</td>
              <td className={tableStyles.label}>{t(`audienceType.${row.audience}`)}</td>
              <td>{row.mobile}</td>
              <td className={tableStyles.text}>
                <EmailAddress address={row.email} />
              </td>
              <td className={tableStyles.when}>
                <DateTimeLabel label={row.registeredAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** What a status change did, or why it was refused: live regions that are always there, the one with news focused. */
function StatusMessages({ message, messageRef }: Pick<ReturnType<typeof useRegistrationStatus>, 'message' | 'messageRef'>) {
  const region = (tone: 'success' | 'error') => {
    const text = message?.tone === tone ? message.text : '';
    return (
      <p
        ref={text ? messageRef : undefined}
        tabIndex={text ? -1 : undefined}
        role={tone === 'error' ? 'alert' : 'status'}
        className={text ? statusStyles.message : 'visually-hidden'}
        data-tone={tone}
      >
        {text}
      </p>
    );
  };
  return (
    <>
      {region('success')}
      {region('error')}
    </>
  );
}

/**
 * /admin/registrations: an activity's registrations for editors, filtered,
 * with the totals, a CSV export, and status changes (check in, confirm from
 * the waitlist, cancel after a confirmation) that read the page again.
 */
export function StaffRegistrations({ activities, current }: StaffRegistrationsProps) {
  const { t } = useTranslation(['activity', 'common']);
  const status = useRegistrationStatus();
  const [cancelling, setCancelling] = useState<StaffRegistrationRowView | null>(null);
  const act = (row: StaffRegistrationRowView, change: StaffStatusChange) => {
    if (change === 'cancelled') setCancelling(row);
    else void status.change(row, change);
  };
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
              <DownloadLink className={styles.export} href={current.exportHref}>
                {t('staff.export')}
              </DownloadLink>
            </div>
            <StatusMessages message={status.message} messageRef={status.messageRef} />
            {current.rows.length === 0 ? (
              <p className={styles.note}>{t('staff.empty')}</p>
            ) : (
              <StaffRegistrationTable current={current} busyId={status.busyId} onAction={act} />
            )}
            <CancelRegistrationDialog
              row={cancelling}
              onClose={() => setCancelling(null)}
              onConfirm={(row) => {
                setCancelling(null);
                void status.change(row, 'cancelled');
              }}
            />
            {current.total > current.rows.length ? <p className={styles.note}>{t('staff.more', { count: current.rows.length })}</p> : null}
          </>
        )}
      </div>
    </ConsoleShell>
  );
}
