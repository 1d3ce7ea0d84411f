import { AppLink } from '@/components/common/app-link';
import { TableHead } from '@/components/common/table-head';
import { ConsoleShell } from './console-shell';
import { SourcingFigures } from '@/components/sourcing/admin/sourcing-figures';
import type { SourcingFiguresView } from '@/lib/sourcing/staff-views';
import { useViewer } from '@/components/providers/viewer-context';
import { routes, withQuery } from '@/lib/routes';
import type { ConsoleDashboardView } from '@/lib/accounts/views';
import { useTranslation } from '@/lib/use-translation';
import styles from '@/components/common/card-grid.module.scss';
import consoleStyles from './console.module.scss';

const ACTIVITY_COLUMNS = ['activity', 'date', 'taken'] as const;

/** /admin: the staff console's dashboard — submissions and certification applications waiting for review, new feedback, seats taken at the coming activities, and sourcing's figures as a chart. */
export function ConsoleDashboard({ dashboard, sourcingFigures }: { dashboard: ConsoleDashboardView; sourcingFigures: SourcingFiguresView }) {
  const { t } = useTranslation(['account', 'common']);
  const { viewer } = useViewer();
  return (
    <ConsoleShell routeKey="admin" lead={t('console.lead')}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="pending-title">
          <h2 id="pending-title">{t('console.pending')}</h2>
          <p className={styles.figure}>
            {dashboard.pendingSubmissions} <span>{t('console.pendingUnit')}</span>
          </p>
          <AppLink href={routes.adminSubmissions}>{t('console.review')}</AppLink>
        </section>
        <section className={styles.card} aria-labelledby="certifications-title">
          <h2 id="certifications-title">{t('console.certifications')}</h2>
          <p className={styles.figure}>
            {dashboard.pendingCertifications} <span>{t('console.certificationsUnit')}</span>
          </p>
          <AppLink href={routes.adminCertifications}>{t('console.review')}</AppLink>
        </section>
        <section className={styles.card} aria-labelledby="company-changes-title">
          <h2 id="company-changes-title">{t('console.companyChanges')}</h2>
          <p className={styles.figure}>
            {dashboard.pendingCompanyChanges} <span>{t('console.companyChangesUnit')}</span>
          </p>
          <AppLink href={`${routes.adminSubmissions}#company-changes`}>{t('console.review')}</AppLink>
        </section>
        <section className={styles.card} aria-labelledby="sourcing-pending-title">
          <h2 id="sourcing-pending-title">{t('console.sourcing')}</h2>
          <p className={styles.figure}>
            {dashboard.pendingSourcing} <span>{t('console.sourcingUnit')}</span>
          </p>
          <AppLink href={`${routes.adminSubmissions}#sourcing-requests`}>{t('console.review')}</AppLink>
        </section>
        <section className={styles.card} aria-labelledby="feedback-title">
          <h2 id="feedback-title">{t('console.feedback')}</h2>
          <p className={styles.figure}>
            {dashboard.newFeedback} <span>{t('console.feedbackUnit')}</span>
          </p>
          <AppLink href={routes.adminFeedback}>{t('console.answer')}</AppLink>
        </section>
        {viewer?.kind === 'admin' ? (
          <section className={styles.card} aria-labelledby="audit-title">
            <h2 id="audit-title">{t('console.audit')}</h2>
            <AppLink href={routes.adminAudit}>{t('console.auditLink')}</AppLink>
          </section>
        ) : null}
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="sourcing-figures-title">
          <h2 id="sourcing-figures-title">{t('console.sourcingFigures')}</h2>
          <SourcingFigures figures={sourcingFigures} headingLevel={3} />
          <AppLink href={routes.adminSourcing}>{t('console.sourcingFiguresLink')}</AppLink>
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="activities-title">
          <h2 id="activities-title">{t('console.activities')}</h2>
          {dashboard.activities.length === 0 ? (
            <p className={styles.note}>{t('console.noActivities')}</p>
          ) : (
            <table className={styles.table}>
              <TableHead columns={ACTIVITY_COLUMNS} header={(column) => t(`console.${column}`)} />
              <tbody>
                {dashboard.activities.map((activity) => (
                  <tr key={activity.id}>
                    <td>
                      <AppLink href={withQuery(routes.activity, { id: activity.id })}>{activity.title}</AppLink>
                    </td>
                    <td>{activity.date}</td>
                    <td>
                      {t('console.seats', { taken: activity.seatsTaken, capacity: activity.capacity })}{' '}
                      <AppLink className={consoleStyles.rowLink} href={withQuery(routes.adminRegistrations, { activity: activity.id })}>
                        {t('common:routes.adminRegistrations.title')}
                        <span className="visually-hidden">: {activity.title}</span>
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </ConsoleShell>
  );
}
