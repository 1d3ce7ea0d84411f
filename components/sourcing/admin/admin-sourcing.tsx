import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Pagination } from '@/components/common/pagination';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { FilterFields, FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { FormAlert } from '@/components/forms/form-field';
import { localePrefix } from '@/lib/i18n';
import { routes, sourcingPath, withQuery } from '@/lib/routes';
import { SOURCING_STATUSES } from '@/lib/sourcing/rules';
import type { StaffRequestDetailView, StaffRequestRowView, StaffSourcingListView } from '@/lib/sourcing/staff-views';
import { useTranslation } from '@/lib/use-translation';
import { quantityText } from '../sourcing-texts';
import { AdminMatches } from './admin-matches';
import { RequestActions, TrustSwitch } from './admin-request-actions';
import { SourcingFigures } from './sourcing-figures';
import tableStyles from '@/components/common/table.module.scss';
import styles from './admin-sourcing.module.scss';

/** A request's state as staff read it: a live one whose time passed is 已结束. */
function statusLabel(t: (key: string) => string, row: StaffRequestRowView): string {
  return row.status === 'live' && !row.open ? t('staff.statuses.ended') : t(`staff.statuses.${row.status}`);
}

const QUOTE_COLUMNS = ['supplier', 'status', 'price', 'minOrder', 'leadTime', 'validUntil', 'sent'] as const;

/** The request opened (?id=): its facts, its quotes with their latest terms, the actions, the matching. */
function OpenedRequest({ request, onDone }: { request: StaffRequestDetailView; onDone: (message: string) => void }) {
  const { t } = useTranslation('sourcing');
  return (
    <section className={styles.opened} aria-labelledby="sourcing-opened-title">
      <h2 id="sourcing-opened-title" className={styles.title}>
        {request.title}
      </h2>
      <p className={styles.meta}>
        {statusLabel(t, request)} · {request.category} · {quantityText(t, request.quantity, request.unit)} · {request.region} ·{' '}
        {request.kindsWanted.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'))}
      </p>
      <p className={styles.meta}>
        {t('staff.submitted', { time: request.submittedLabel })}
        {request.liveLabel ? ` · ${t('staff.live', { time: request.liveLabel })}` : ''}
        {request.closesLabel ? ` · ${t('staff.closes', { time: request.closesLabel })}` : ''}
      </p>
      {request.status === 'live' || request.status === 'closed' ? <AppLink href={sourcingPath(request.id)}>{t('staff.publicPage')}</AppLink> : null}
      {request.status === 'pending' ? <AppLink href={`${withQuery(routes.adminSubmissions, { request: request.id })}#sourcing-requests`}>{t('staff.review')}</AppLink> : null}
      {request.reviewNote ? <p className={styles.note}>{t('staff.reviewNote', { note: request.reviewNote })}</p> : null}
      <TrustSwitch request={request} onDone={onDone} />

      <section className={styles.block} aria-labelledby="sourcing-quotes-title">
        <h3 id="sourcing-quotes-title" className={styles.subheading}>
          {t('staff.quotes.title', { count: request.quotes.length })}
        </h3>
        {request.quotes.length === 0 ? (
          <p className={styles.note}>{t('staff.quotes.empty')}</p>
        ) : (
          <TableScroller labelledBy="sourcing-quotes-title">
            <table className={tableStyles.table}>
              <TableHead columns={QUOTE_COLUMNS} header={(column) => t(`staff.quotes.columns.${column}`)} />
              <tbody>
                {request.quotes.map((quote) => (
                  <tr key={quote.id}>
                    <th scope="row" className={tableStyles.text}>
                      {quote.supplierName}
                    </th>
                    <td>
                      {t(`staff.quotes.statuses.${quote.status}`)}
                      {quote.revision > 1 ? ` · ${t('staff.quotes.revision', { count: quote.revision })}` : ''}
                    </td>
                    <td>
                      {quote.unitPrice !== null ? t('staff.quotes.unitPrice', { amount: quote.unitPrice }) : quote.total !== null ? t('staff.quotes.total', { amount: quote.total }) : '—'}
                    </td>
                    <td>{quote.minOrder ?? '—'}</td>
                    <td>{quote.leadTimeDays === null ? '—' : t('staff.quotes.days', { count: quote.leadTimeDays })}</td>
                    <td>{quote.validUntil ?? '—'}</td>
                    <td>{quote.sentLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>

      <AdminMatches requestId={request.id} matches={request.matches} invitations={request.invitations} invitable={request.invitable} onInvited={onDone} />
      <RequestActions key={request.version} request={request} onDone={onDone} />
      <AppLink className={styles.closeLink} href={routes.adminSourcing}>
        {t('staff.closeOpened')}
      </AppLink>
    </section>
  );
}

const COLUMNS = ['title', 'status', 'company', 'quotes', 'submitted'] as const;

/**
 * /admin/sourcing's body: the request opened (?id=) with its quotes, matching, invitations and the actions; the
 * review queue's count (reviewed on /admin/submissions); every request (by status and title) with its company's
 * trust mark; then the figures. After an action the page reads its data again.
 */
export function AdminSourcing({ sourcing }: { sourcing: StaffSourcingListView }) {
  const { t, i18n } = useTranslation(['sourcing', 'console']);
  const { refreshing, refresh } = usePageRefresh();
  const [done, setDone] = useState<string | null>(null);
  const { filters, opened } = sourcing;
  const query = { status: filters.status || undefined, q: filters.q || undefined };

  function after(message: string) {
    setDone(message);
    void refresh();
  }

  return (
    <div className={styles.page} aria-busy={refreshing || undefined}>
      {done ? (
        <FormAlert tone="success" revealKey={done}>
          {done}
        </FormAlert>
      ) : null}
      {sourcing.missing ? <FormAlert>{t('staff.missing')}</FormAlert> : null}
      {opened ? <OpenedRequest request={opened} onDone={after} /> : null}

      <p className={styles.queue}>
        {t('staff.pending', { count: sourcing.pendingCount })} <AppLink href={`${routes.adminSubmissions}#sourcing-requests`}>{t('staff.toQueue')}</AppLink>
      </p>

      <section className={styles.block} aria-labelledby="sourcing-all-title">
        <h2 id="sourcing-all-title" className={styles.heading}>
          {t('staff.all', { count: sourcing.total })}
        </h2>
        <form method="get" action={`${localePrefix(i18n.language)}${routes.adminSourcing}`} className={styles.filters} aria-label={t('staff.filter')}>
          <FilterFields fieldClassName={styles.field}>
            <FilterSelect name="status" label={t('staff.status')} value={filters.status} all={t('staff.allStatuses')} choices={SOURCING_STATUSES.filter((status) => status !== 'draft').map((status) => ({ value: status, label: t(`staff.statuses.${status}`) }))} />
            <FilterInput name="q" label={t('staff.q')} value={filters.q} maxLength={60} placeholder={t('staff.qPlaceholder')} />
          </FilterFields>
          <button type="submit" className={styles.secondary}>
            {t('staff.filter')}
          </button>
        </form>
        {sourcing.items.length === 0 ? (
          <p className={styles.note}>{t('staff.empty')}</p>
        ) : (
          <TableScroller labelledBy="sourcing-all-title">
            <table className={tableStyles.table}>
              <TableHead columns={COLUMNS} header={(column) => t(`staff.columns.${column}`)} />
              <tbody>
                {sourcing.items.map((row) => (
                  <tr key={row.id} aria-current={row.id === opened?.id || undefined} className={row.id === opened?.id ? styles.current : undefined}>
                    <th scope="row" className={tableStyles.text}>
                      <AppLink href={withQuery(routes.adminSourcing, { ...query, page: sourcing.page > 1 ? sourcing.page : undefined, id: row.id })}>{row.title}</AppLink>
                      <span className={styles.subtle}>{row.category}</span>
                    </th>
                    <td>{statusLabel(t, row)}</td>
                    <td className={tableStyles.text}>
                      {row.companyName}
                      {row.companyTrusted ? <span className={styles.badge}>{t('staff.trust.trusted')}</span> : null}
                    </td>
                    <td>{row.quoteCount}</td>
                    <td>{row.submittedLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <Pagination path={routes.adminSourcing} page={sourcing.page} pageCount={sourcing.pageCount} query={query} />
      </section>

      <section className={styles.block} aria-labelledby="sourcing-figures-title">
        <h2 id="sourcing-figures-title" className={styles.heading}>
          {t('staff.figures.title')}
        </h2>
        <SourcingFigures figures={sourcing.figures} headingLevel={3} />
      </section>
    </div>
  );
}
