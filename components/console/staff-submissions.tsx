import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ConsoleShell } from './console-shell';
import { FormAlert } from '@/components/forms/form-field';
import { ReviewForm } from '@/components/publish/review-form';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffSubmissionRowView, StaffSubmissionsProps, StaffSubmissionView } from '@/lib/articles/publish-views';
import articleStyles from '@/components/common/article-body.module.scss';
import consoleStyles from './console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './staff-submissions.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** The submission opened for review: as readers will see it (the article pages' styles), with the decision below. */
function OpenSubmission({ submission, onReviewed }: { submission: StaffSubmissionView; onReviewed: (status: 'published' | 'rejected') => void }) {
  const { t } = useTranslation(['publish', 'listing']);
  return (
    <section className={styles.opened} aria-labelledby="opened-title">
      <p className={styles.kicker}>{t('review.preview')}</p>
      <h2 id="opened-title" className={styles.title}>
        {submission.title}
      </h2>
      <p className={styles.meta}>
        {t('review.meta', {
          author: submission.authorName,
          channel: t(`listing:publish.member.channels.${submission.channel}`),
          time: submission.submittedLabel,
        })}
      </p>
      <p className={styles.summary}>
        <strong>{t('review.summary')}</strong> {submission.summary}
      </p>
      {submission.cover ? (
        <img
          className={styles.cover}
          src={submission.cover}
          width={submission.coverWidth ?? undefined}
          height={submission.coverHeight ?? undefined}
          alt=""
        />
      ) : null}
      {/* The body was cleaned by the server's sanitiser when it was saved (and again if the rules changed since). */}
      <div className={`${articleStyles.body} ${styles.body}`} dangerouslySetInnerHTML={{ __html: submission.body }} />
      <ReviewForm key={submission.id} articleId={submission.id} onReviewed={onReviewed} />
    </section>
  );
}

const QUEUE_COLUMNS = ['title', 'author', 'channel', 'submittedAt'] as const;

/** The queue, the longest waiting first; the open one marked. */
function Queue({ queue, openId }: { queue: StaffSubmissionRowView[]; openId: number | null }) {
  const { t } = useTranslation(['publish', 'listing']);
  if (queue.length === 0) return <p className={consoleStyles.note}>{t('review.empty')}</p>;
  return (
    <TableScroller labelledBy="queue-title">
      <table className={tableStyles.table}>
        <TableHead columns={QUEUE_COLUMNS} header={(column) => t(`review.columns.${column}`)} />
        <tbody>
          {queue.map((row) => (
            <tr key={row.id} aria-current={row.id === openId || undefined} className={row.id === openId ? styles.current : undefined}>
              <th scope="row" className={tableStyles.text}>
                <AppLink href={withQuery(routes.adminSubmissions, { id: row.id })}>{row.title || '—'}</AppLink>
              </th>
              <td className={tableStyles.text}>{row.authorName}</td>
              <td className={tableStyles.label}>{t(`listing:publish.member.channels.${row.channel}`)}</td>
              <td>
                <time dateTime={row.submittedAt}>{row.submittedLabel}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * /admin/submissions: members' submissions waiting for review, the longest
 * waiting first; one opened (?id=) shows as readers will see it, with approve
 * (published now) and reject (with a note for the author). After a decision
 * the queue is read again and says what was done. `children` follow the
 * queue (the companies' profile changes, components/companies/revision-review/).
 */
export function StaffSubmissions({ queue, current, missing, children }: StaffSubmissionsProps & { children?: ReactNode }) {
  const { t } = useTranslation(['publish', 'common']);
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);

  function reviewed(submission: StaffSubmissionView, status: 'published' | 'rejected') {
    setDone(t(status === 'published' ? 'review.approved' : 'review.rejected', { title: submission.title }));
    void router.replace(routes.adminSubmissions);
  }

  return (
    <ConsoleShell routeKey="adminSubmissions" lead={t('review.lead')}>
      <div className={consoleStyles.page}>
        {done && !current ? (
          <FormAlert tone="success">{done}</FormAlert>
        ) : missing ? (
          <FormAlert>{t('review.missing')}</FormAlert>
        ) : null}
        {current ? (
          <OpenSubmission
            submission={current}
            onReviewed={(status) => reviewed(current, status)}
          />
        ) : null}
        <div className={consoleStyles.bar}>
          <h2 id="queue-title" className={consoleStyles.heading}>
            {t('review.queue')}
          </h2>
          <p>{t('review.count', { count: queue.length })}</p>
        </div>
        <Queue queue={queue} openId={current?.id ?? null} />
        {current ? (
          <AppLink className={styles.close} href={routes.adminSubmissions}>
            {t('review.close')}
          </AppLink>
        ) : null}
        {children}
      </div>
    </ConsoleShell>
  );
}
