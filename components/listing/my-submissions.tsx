import { AppLink } from '@/components/common/app-link';
import { EmptyState } from '@/components/common/empty-state';
import { routes, withQuery } from '@/lib/routes';
import type { SubmissionView } from '@/lib/accounts/views';
import { useTranslation } from '@/lib/use-translation';
import styles from './publish-guidelines.module.scss';

/** Where an item of the list leads: a published article to its page, a draft or rejected one back into the form. */
function SubmissionLink({ item }: { item: SubmissionView }) {
  const { t } = useTranslation('listing');
  if (item.status === 'published') {
    return <AppLink href={withQuery(item.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: item.id })}>{item.title}</AppLink>;
  }
  if (item.status === 'pending') return <span>{item.title}</span>;
  return (
    <>
      <span>{item.title || t('publish.member.status.draft')}</span>
      <AppLink className={styles.edit} href={withQuery(routes.publish, { id: item.id })}>
        {t(item.status === 'rejected' ? 'publish.member.editRejected' : 'publish.member.edit')}
        <span className="visually-hidden">{t('publish.member.editOf', { title: item.title })}</span>
      </AppLink>
    </>
  );
}

/**
 * "My submissions" on /publish: the account's own articles with their status
 * (草稿 / 待审核 / 已发布 / 未通过), the editor's note on the decision (a
 * rejected one's, and an approved one's when the editor left one),
 * links to go on with a draft or a rejected one and to read a published one.
 */
export function MySubmissions({ submissions }: { submissions: SubmissionView[] }) {
  const { t } = useTranslation('listing');
  return (
    <section id="mine" className={styles.section} aria-labelledby="mine-title">
      <h2 id="mine-title">{t('publish.member.mine')}</h2>
      {submissions.length === 0 ? (
        <EmptyState heading="h3" title={t('publish.member.mineEmpty')} text={t('publish.member.mineEmptyText')} />
      ) : (
        <ul className={styles.submissions}>
          {submissions.map((item) => (
            <li key={item.id}>
              <span className={styles.status} data-status={item.status}>
                {t(`publish.member.status.${item.status}`)}
              </span>
              <SubmissionLink item={item} />
              <span className={styles.meta}>
                {t(`publish.member.channels.${item.channel}`)} · <time dateTime={item.updatedAt}>{t('publish.member.updated', { date: item.date })}</time>
              </span>
              {item.reviewNote ? (
                <p className={styles.note} data-status={item.status}>
                  {t(item.status === 'rejected' ? 'publish.member.note' : 'publish.member.approvalNote', { note: item.reviewNote })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
