import type { ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AccountApplicationView, AccountRecordsView, AccountRegistrationView, SubmissionView } from '@/lib/accounts/views';
import cardStyles from '@/components/common/card-grid.module.scss';
import styles from './account.module.scss';

/** A card of one kind of record: its title, the list (or what to do when it is empty) and a link below. */
export function RecordCard({ id, title, empty, more, children }: { id: string; title: string; empty: ReactNode; more?: ReactNode; children: ReactNode[] }) {
  return (
    <section id={id} className={cardStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children.length === 0 ? <div className={styles.empty}>{empty}</div> : <ul className={styles.records}>{children}</ul>}
      {more ? <p className={styles.more}>{more}</p> : null}
    </section>
  );
}

/** A fact of an item's line; `whole`: never broken across lines (a code, a reference). */
export type Fact = string | { whole: string };

/** One item: its title (a link when it has a page), its status, and a line of facts. */
export function RecordItem({ title, href, status, tone, facts, note }: { title: string; href: string | null; status: string; tone: string; facts: Fact[]; note?: string }) {
  return (
    <li className={styles.record}>
      <div className={styles.recordHead}>
        <h3 className={styles.recordTitle}>{href ? <AppLink href={href}>{title}</AppLink> : title}</h3>
        <span className={styles.tag} data-tone={tone}>
          {status}
        </span>
      </div>
      <p className={styles.recordMeta}>
        {facts.map((fact, index) => (
          <span key={index}>
            {index > 0 ? ' · ' : null}
            {typeof fact === 'string' ? fact : <span className={styles.whole}>{fact.whole}</span>}
          </span>
        ))}
      </p>
      {note ? <p className={styles.recordNote}>{note}</p> : null}
    </li>
  );
}

const REGISTRATION_TONES = { confirmed: 'good', checked_in: 'good', waitlisted: 'wait', cancelled: 'off' } as const;
const APPLICATION_TONES = { new: 'wait', screening: 'wait', interview: 'good', offer: 'good', hired: 'good', rejected: 'off' } as const;
const SUBMISSION_TONES = { draft: 'off', pending: 'wait', published: 'good', rejected: 'bad' } as const;

function Registration({ item }: { item: AccountRegistrationView }) {
  const { t } = useTranslation('account');
  const ticket = item.activityGone ? null : withQuery(routes.activityRegister, { id: item.activityId, code: item.code });
  return (
    <RecordItem
      title={item.activityTitle}
      href={ticket}
      status={t(`records.registrationStatus.${item.status}`)}
      tone={item.past && item.status !== 'checked_in' ? 'off' : REGISTRATION_TONES[item.status]}
      facts={[
        item.past ? t('records.ended', { time: item.startLabel }) : item.startLabel,
        item.online ? t('records.online') : item.venue,
        t('records.people', { count: item.quantity }),
        { whole: t('records.code', { code: item.code }) },
      ]}
    />
  );
}

function Application({ item }: { item: AccountApplicationView }) {
  const { t } = useTranslation('account');
  return (
    <RecordItem
      title={item.jobTitle}
      href={item.jobId === null ? null : withQuery(routes.recruitDetail, { id: item.jobId })}
      status={t(`records.applicationStatus.${item.status}`)}
      tone={APPLICATION_TONES[item.status]}
      facts={[
        t('records.sent', { time: item.submittedLabel }),
        ...(item.updatedLabel ? [t('records.statusChanged', { time: item.updatedLabel })] : []),
        { whole: t('records.reference', { reference: item.reference }) },
      ]}
    />
  );
}

/** A published article leads to its page; a draft or a rejected one back into the form; a pending one nowhere yet. */
function submissionHref(item: SubmissionView): string | null {
  if (item.status === 'published') return withQuery(item.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: item.id });
  if (item.status === 'pending') return null;
  return withQuery(routes.publish, { id: item.id });
}

function Submission({ item }: { item: SubmissionView }) {
  const { t } = useTranslation('account');
  return (
    <RecordItem
      title={item.title || t('records.untitled')}
      href={submissionHref(item)}
      status={t(`records.submissionStatus.${item.status}`)}
      tone={SUBMISSION_TONES[item.status]}
      facts={[t(`records.channels.${item.channel}`), t('records.updated', { date: item.date })]}
      note={item.reviewNote ? t(item.status === 'rejected' ? 'records.reviewNote' : 'records.approvalNote', { note: item.reviewNote }) : undefined}
    />
  );
}

/**
 * /account's record of what the account did on the site, each list newest first: its registrations (each
 * leading to its ticket), job applications (with where they stand) and, for accounts that write, its latest
 * submissions (with the review's state and note). Rendered on the server with the page; nothing is fetched.
 */
export function AccountRecords({ records }: { records: AccountRecordsView }) {
  const { t } = useTranslation('account');
  return (
    <>
      <RecordCard
        id="my-registrations"
        title={t('records.registrations')}
        empty={
          <>
            <p>{t('records.registrationsEmpty')}</p>
            <AppLink href={routes.activities}>{t('records.toActivities')}</AppLink>
          </>
        }
      >
        {records.registrations.map((item) => (
          <Registration key={item.code} item={item} />
        ))}
      </RecordCard>
      <RecordCard
        id="my-applications"
        title={t('records.applications')}
        empty={
          <>
            <p>{t('records.applicationsEmpty')}</p>
            <AppLink href={routes.joinUs}>{t('records.toJobs')}</AppLink>
          </>
        }
      >
        {records.applications.map((item) => (
          <Application key={item.reference} item={item} />
        ))}
      </RecordCard>
      {records.submissions ? (
        <RecordCard
          id="my-submissions"
          title={t('records.submissions')}
          empty={
            <>
              <p>{t('records.submissionsEmpty')}</p>
              <AppLink href={routes.publish}>{t('records.toPublish')}</AppLink>
            </>
          }
          more={records.submissions.length > 0 ? <AppLink href={`${routes.publish}#mine`}>{t('records.allSubmissions')}</AppLink> : null}
        >
          {records.submissions.map((item) => (
            <Submission key={item.id} item={item} />
          ))}
        </RecordCard>
      ) : null}
    </>
  );
}
