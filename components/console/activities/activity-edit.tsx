import { AppLink } from '@/components/common/app-link';
import { ConsoleShell } from '@/components/console/console-shell';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityEditProps } from '@/lib/activities/staff-views';
import { ActivityForm } from './activity-form';
import { useActivityForm } from './use-activity-form';
import styles from './activity-form.module.scss';

/** /admin/activities/edit?id=: a new activity, or one to edit with its seats, waitlist and links to its registrations and page. */
export function ActivityEdit(props: ActivityEditProps) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const form = useActivityForm(props);
  const { id, facts } = form;
  const actions =
    id === null ? null : (
      <>
        <AppLink className={styles.action} href={withQuery(routes.adminRegistrations, { activity: id })}>
          {t('form.registrations')}
        </AppLink>
        {facts?.values.kind === 'show' ? (
          <AppLink className={styles.action} href={withQuery(routes.adminShowFloor, { id })}>
            {t('common:routes.adminShowFloor.title')}
          </AppLink>
        ) : null}
        {facts?.values.published ? (
          <AppLink className={styles.action} href={withQuery(routes.activity, { id })}>
            {t('form.viewOnSite')}
          </AppLink>
        ) : null}
      </>
    );
  return (
    <ConsoleShell routeKey="adminActivityEdit" title={id === null ? t('form.newTitle') : t('form.editTitle')} lead={t('form.lead')} actions={actions}>
      <div className={styles.page}>
        <p className={styles.back}>
          <AppLink href={routes.adminActivities}>{t('form.backToList')}</AppLink>
        </p>
        {facts ? (
          <p className={styles.facts}>{t('form.facts', { taken: facts.seatsTaken, capacity: facts.values.capacity, waitlisted: facts.waitlisted })}</p>
        ) : null}
        <ActivityForm form={form} exhibitors={props.exhibitors} shows={props.shows} />
      </div>
    </ConsoleShell>
  );
}
