import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { SubmissionView } from '@/lib/views/account-views';
import type { PublishEditorView } from '@/lib/views/publish-views';
import styles from './publish.module.scss';

const readerPath = (id: number, channel: SubmissionView['channel']) => withQuery(channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id });

/** After a submit: sent for review, or (an editor's) published, with a link to read it. */
export function SubmittedNotice({ submission }: { submission: SubmissionView }) {
  const { t } = useTranslation('publish');
  const published = submission.status === 'published';
  return (
    <div className={styles.done} role="status">
      <p>{t(published ? 'done.published' : 'done.pending', { title: submission.title })}</p>
      {published ? <AppLink href={readerPath(submission.id, submission.channel)}>{t('done.view')}</AppLink> : null}
    </div>
  );
}

/** ?id= of one's own article that is being reviewed or is published: it can no longer be changed here. */
export function LockedNotice({ locked }: { locked: NonNullable<PublishEditorView['locked']> }) {
  const { t } = useTranslation('publish');
  const published = locked.status === 'published';
  return (
    <section className={styles.section} aria-labelledby="locked-title">
      <h2 id="locked-title">{t(published ? 'locked.published' : 'locked.pending', { title: locked.title })}</h2>
      <div className={styles.actions}>
        {published ? (
          <AppLink className={styles.secondary} href={withQuery(routes.informationDetails, { id: locked.id })}>
            {t('locked.view')}
          </AppLink>
        ) : null}
        <AppLink className={styles.primary} href={routes.publish}>
          {t('locked.new')}
        </AppLink>
      </div>
    </section>
  );
}

/** An exhibitor's account may not write: said instead of the form. */
export function ExhibitorNotice() {
  const { t } = useTranslation('publish');
  return (
    <section className={styles.section} aria-labelledby="exhibitor-title">
      <h2 id="exhibitor-title">{t('exhibitor.title')}</h2>
      <p className={styles.muted}>{t('exhibitor.text')}</p>
    </section>
  );
}
