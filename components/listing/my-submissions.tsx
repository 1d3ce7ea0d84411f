import { AppLink } from '@/components/common/app-link';
import { EmptyState } from '@/components/common/empty-state';
import { routes, withQuery } from '@/lib/routes';
import type { SubmissionView } from '@/lib/views/account-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './publish-guidelines.module.scss';

/** "My submissions" on /publish: the account's own articles with their review status (published ones link to themselves). */
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
              {item.status === 'published' ? (
                <AppLink href={withQuery(item.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: item.id })}>{item.title}</AppLink>
              ) : (
                <span>{item.title}</span>
              )}
              <span className={styles.meta}>
                {t(`publish.member.channels.${item.channel}`)} · <time dateTime={item.updatedAt}>{t('publish.member.updated', { date: item.date })}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
