import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { DownloadLink } from '@/components/common/download-link';
import { ConsoleShell } from '@/components/console/console-shell';
import { fileSizeLabel } from '@/lib/uploads/file-size';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffApplicationView } from '@/lib/applications/views';
import { ApplicationNotes } from './application-notes';
import { ApplicationStatusForm } from './application-status-form';
import styles from './applications.module.scss';

/** The candidate as they applied: contact (tap to call or write), city, experience, education, when, and the cover note. */
function Candidate({ application: a }: { application: StaffApplicationView }) {
  const { t } = useTranslation(['admin-applications', 'applications']);
  const facts: [string, React.ReactNode][] = [
    [t('columns.name'), a.name],
    [t('columns.mobile'), <a key="tel" href={`tel:${a.mobile}`}>{a.mobile}</a>],
    [t('columns.email'), <a key="mail" href={`mailto:${a.email}`}>{a.email}</a>],
    [t('columns.city'), a.city],
    [t('columns.experience'), t(`applications:experience.${a.experience}`)],
    [t('columns.education'), t(`applications:education.${a.education}`)],
    [t('detail.job'), <AppLink key="job" href={withQuery(routes.recruitDetail, { id: a.jobId })}>{`${a.jobTitle} · ${a.jobCity}`}</AppLink>],
    [t('detail.submitted'), a.submittedLabel],
    [t('detail.locale'), t(`detail.locales.${a.locale}`, { defaultValue: a.locale })],
  ];
  return (
    <section className={styles.card} aria-labelledby="candidate-title">
      <h2 id="candidate-title">{t('detail.candidate')}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('detail.coverNote')}</h3>
      {a.coverNote ? <p className={styles.coverNote}>{a.coverNote}</p> : <p className={styles.none}>{t('detail.noCoverNote')}</p>}
    </section>
  );
}

/** The résumé: a download, never shown in the page (the server sends it as an attachment). */
function Resume({ application }: { application: StaffApplicationView }) {
  const { t } = useTranslation('admin-applications');
  const { resume } = application;
  return (
    <section className={styles.card} aria-labelledby="resume-title">
      <h2 id="resume-title">{t('detail.resume')}</h2>
      <p className={styles.hint}>{t('detail.resumeFacts', { format: resume.format.toUpperCase(), size: fileSizeLabel(resume.size) })}</p>
      <DownloadLink className={styles.download} href={resume.url}>
        {t('detail.download')}
      </DownloadLink>
      <p className={styles.hint}>{t('detail.downloadHint')}</p>
    </section>
  );
}

/** The status changes as the audit log recorded them: from → to, who and when. */
function History({ application }: { application: StaffApplicationView }) {
  const { t } = useTranslation(['admin-applications', 'applications']);
  const status = (value: string) => t(`applications:status.${value}`, { defaultValue: value });
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title">{t('detail.historyTitle')}</h2>
      {application.history.length === 0 ? (
        <p className={styles.none}>{t('detail.noHistory')}</p>
      ) : (
        <ol className={styles.entries}>
          {application.history.map((entry, index) => (
            <li key={index}>
              <p className={styles.entryBody}>{t('detail.historyEntry', { from: status(entry.from), to: status(entry.to) })}</p>
              <p className={styles.entryBy}>{t('detail.historyBy', { name: entry.actorName, time: entry.createdLabel })}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /admin/applications/detail?id=: one application for recruiters — the
 * candidate and the résumé, and beside them (below on a phone) its status,
 * the internal notes and the history of its status. Changes answer with the
 * application as it is now, which replaces what the page shows.
 */
export function StaffApplication({ application }: { application: StaffApplicationView }) {
  const { t } = useTranslation(['admin-applications', 'common']);
  const [current, setCurrent] = useState(application);
  return (
    <ConsoleShell routeKey="adminApplication" title={`${current.name} · ${current.reference}`} lead={current.jobTitle}>
      <div className={styles.column}>
        <AppLink href={withQuery(routes.adminApplications, { job: current.jobId })} className={styles.back}>
          {t('detail.back')}
        </AppLink>
        <div className={styles.layout}>
          <div className={styles.column}>
            <Candidate application={current} />
            <Resume application={current} />
          </div>
          <div className={styles.column}>
            <ApplicationStatusForm application={current} onChanged={setCurrent} />
            <ApplicationNotes application={current} onChanged={setCurrent} />
            <History application={current} />
          </div>
        </div>
      </div>
    </ConsoleShell>
  );
}
