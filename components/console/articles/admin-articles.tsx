import { useRef, useState } from 'react';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticlesProps, AdminArticleRowView } from '@/lib/articles/staff-views';
import { ConsoleShell } from '../console-shell';
import { ArticleFilters } from './article-filters';
import { ArticleTable } from './article-table';
import { ConfirmDialog } from '../confirm-dialog';
import { useArticleAction, type ArticleAction } from './use-article-action';
import shared from '../console.module.scss';
import styles from './admin-articles.module.scss';

/**
 * /admin/articles: every article of any author and state for staff, filtered
 * with a plain GET form, 20 a page; each one edited, viewed on the site, taken
 * off it or deleted — the last two asked first. "New article" and the review
 * queue (with how many wait) are beside the title.
 */
export function AdminArticles({ filters, list, pending }: AdminArticlesProps) {
  const { t } = useTranslation(['admin-articles', 'common']);
  const page = usePageRefresh();
  const [done, setDone] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const action = useArticleAction((kind: ArticleAction, row: AdminArticleRowView) => {
    setDone(t(kind === 'delete' ? 'done.deleted' : 'done.unpublished', { title: row.title || t('list.untitled') }));
    // The row's button is gone or changed: the focus goes to what was done, and the list is read again.
    requestAnimationFrame(() => notice.current?.focus());
    void page.refresh();
  });
  const asking = action.asking;
  const filtered = Object.values(filters).some((value) => value !== '');
  const query = { ...filters, channel: filters.channel || undefined, status: filters.status || undefined };

  return (
    <ConsoleShell
      routeKey="adminArticles"
      lead={t('list.lead')}
      actions={
        <>
          <ButtonLink href={routes.adminArticleEdit}>{t('list.new')}</ButtonLink>
          <ButtonLink href={routes.adminSubmissions} variant="secondary">
            {t('list.review', { count: pending })}
          </ButtonLink>
        </>
      }
    >
      <div className={shared.page} aria-busy={page.refreshing || undefined}>
        <ArticleFilters filters={filters} />
        <p ref={notice} tabIndex={-1} role="status" className={done ? styles.done : 'visually-hidden'}>
          {done}
        </p>
        <p className={shared.summary}>{t('list.total', { count: list.total })}</p>
        {list.items.length === 0 ? (
          <EmptyState heading="h2" title={filtered ? t('list.emptyFiltered') : t('list.empty')} text={t('list.emptyText')} />
        ) : (
          <ArticleTable items={list.items} onAsk={action.ask} />
        )}
        <Pagination path={routes.adminArticles} page={list.page} pageCount={list.pageCount} query={query} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking.action}Title`) : ''}
        confirmLabel={asking ? t(`confirm.${asking.action}`) : ''}
        danger
        busy={action.busy}
        problem={action.problem}
        onConfirm={() => void action.confirm()}
        onCancel={action.cancel}
      >
        <p>{asking ? t(`confirm.${asking.action}Text`, { title: asking.row.title || t('list.untitled') }) : ''}</p>
      </ConfirmDialog>
    </ConsoleShell>
  );
}
