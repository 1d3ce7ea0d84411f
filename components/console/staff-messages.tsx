import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffMessagesProps, StaffMessageView } from '@/lib/messages/views';
import { ConsoleShell } from './console-shell';
import { MessageTransports } from './message-transports';
import { RetriedAll, RetryAllFailed } from './retry-all-failed';
import { StaffMessageFilters } from './staff-message-filters';
import { StaffMessageRow } from './staff-message-row';
import shared from './console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './staff-messages.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** The table's columns, in order (their names are `console:messages.columns.<column>`). */
const COLUMNS = ['recipient', 'status', 'kind', 'time', 'content', 'delivery'] as const;

/**
 * /admin/messages: every SMS and e-mail the site sends, newest first, for
 * editors and admins — who it went to (masked), its status and tries, its
 * text — with a retry for the failed ones; admins also see the transports.
 */
export function StaffMessages({ filters, kinds, messages, page, pageCount, total, maxAttempts, transports }: StaffMessagesProps) {
  const { t } = useTranslation('console');
  // Answers of the retry buttons, by id; a new list from the server (another filter or page) starts afresh.
  const [changes, setChanges] = useState<{ messages: StaffMessageView[]; byId: Record<number, StaffMessageView> }>({ messages, byId: {} });
  const changed = changes.messages === messages ? changes.byId : {};
  const change = (message: StaffMessageView) =>
    setChanges((previous) => ({ messages, byId: { ...(previous.messages === messages ? previous.byId : {}), [message.id]: message } }));
  // "全部重试": how many went again, for the kind the list was filtered to (the reload shows them pending).
  const [retriedAll, setRetriedAll] = useState<{ kind: string; count: number } | null>(null);
  const filtered = filters.status !== '' || filters.kind !== '' || filters.channel !== '' || filters.recipient !== '';

  return (
    <ConsoleShell routeKey="adminMessages" lead={t('messages.lead')}>
      <div className={shared.page}>
        {transports ? <MessageTransports transports={transports} /> : null}
        <StaffMessageFilters filters={filters} kinds={kinds} />
        <p className={shared.note} role="status">
          {t('messages.total', { count: total })}
        </p>
        {/* Only while the list is exactly "the failed ones of this kind": the button retries them all, and says how many. */}
        {retriedAll && retriedAll.kind === filters.kind ? <RetriedAll key={`${retriedAll.kind}-${retriedAll.count}`} count={retriedAll.count} /> : null}
        {filters.status === 'failed' && filters.kind !== '' && filters.channel === '' && filters.recipient === '' && total > 0 ? (
          <RetryAllFailed key={`${filters.kind}-${total}`} kind={filters.kind} count={total} onRetried={(count) => setRetriedAll({ kind: filters.kind, count })} />
        ) : null}
        {messages.length === 0 ? (
          <EmptyState
            title={filtered ? t('messages.emptyFiltered') : t('messages.empty')}
            text={filtered ? t('messages.emptyFilteredText') : t('messages.emptyText')}
            actions={filtered ? <AppLink href={routes.adminMessages}>{t('messages.clearFilters')}</AppLink> : undefined}
          />
        ) : (
          <TableScroller label={t('messages.listLabel')}>
            <table className={`${tableStyles.table} ${styles.table}`}>
              <TableHead columns={COLUMNS} header={(column) => t(`messages.columns.${column}`)} />
              <tbody>
                {messages.map((message) => (
                  <StaffMessageRow key={message.id} message={changed[message.id] ?? message} maxAttempts={maxAttempts} onChange={change} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <Pagination
          path={routes.adminMessages}
          page={page}
          pageCount={pageCount}
          query={{ status: filters.status, kind: filters.kind, channel: filters.channel, recipient: filters.recipient }}
        />
      </div>
    </ConsoleShell>
  );
}
