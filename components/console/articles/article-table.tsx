import { AppLink } from '@/components/common/app-link';
import { useHydrated } from '@/lib/use-hydrated';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleRowView } from '@/lib/articles/staff-views';
import { ArticleState } from './article-state';
import type { ArticleAction } from './use-article-action';
import tableStyles from '@/components/common/table.module.scss';
import styles from './admin-articles.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** Edit, view on the site (while readers can), take off the site (published or scheduled) and delete; each named with its article's title. */
function RowActions({ row, onAsk }: { row: AdminArticleRowView; onAsk: (action: ArticleAction, row: AdminArticleRowView) => void }) {
  const { t } = useTranslation('admin-articles');
  const hydrated = useHydrated();
  const of = <span className="visually-hidden">{t('list.of', { title: row.title || t('list.untitled') })}</span>;
  return (
    <div className={styles.rowActions}>
      <AppLink href={withQuery(routes.adminArticleEdit, { id: row.id })}>
        {t('list.edit')}
        {of}
      </AppLink>
      {row.publicPath ? (
        <AppLink href={row.publicPath}>
          {t('list.view')}
          {of}
        </AppLink>
      ) : null}
      {row.state === 'published' || row.state === 'scheduled' ? (
        <button type="button" className={styles.linkButton} disabled={!hydrated} onClick={() => onAsk('unpublish', row)}>
          {t('list.unpublish')}
          {of}
        </button>
      ) : null}
      <button type="button" className={`${styles.linkButton} ${styles.danger}`} disabled={!hydrated} onClick={() => onAsk('delete', row)}>
        {t('list.delete')}
        {of}
      </button>
    </div>
  );
}

const COLUMNS = ['title', 'channel', 'status', 'author', 'publishedAt', 'updatedAt', 'actions'] as const;

/** The articles of this page in a table that scrolls sideways inside its own box on narrow screens. */
export function ArticleTable({ items, onAsk }: { items: AdminArticleRowView[]; onAsk: (action: ArticleAction, row: AdminArticleRowView) => void }) {
  const { t } = useTranslation(['admin-articles', 'listing']);
  return (
    <TableScroller label={t('list.tableLabel')}>
      <table className={tableStyles.table}>
        <TableHead columns={COLUMNS} header={(column) => t(`list.columns.${column}`)} classNames={{ actions: tableStyles.actions }} />
        <tbody>
          {items.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={tableStyles.text}>
                <AppLink className={styles.title} href={withQuery(routes.adminArticleEdit, { id: row.id })}>
                  {row.title || t('list.untitled')}
                </AppLink>
              </th>
              <td className={tableStyles.label}>{t(`listing:publish.member.channels.${row.channel}`)}</td>
              <td className={tableStyles.label}>
                <ArticleState article={row} />
              </td>
              <td className={tableStyles.text}>{row.authorName || '—'}</td>
              <td>{row.publishedAt && row.publishedLabel ? <time dateTime={row.publishedAt}>{row.publishedLabel}</time> : '—'}</td>
              <td>
                <time dateTime={row.updatedAt}>{row.updatedLabel}</time>
              </td>
              <td className={tableStyles.actions}>
                <RowActions row={row} onAsk={onAsk} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
