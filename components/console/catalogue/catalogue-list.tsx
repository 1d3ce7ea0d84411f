import type { ReactNode } from 'react';
import { EmptyState } from '@/components/common/empty-state';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind, CatalogueRowOf } from '@/lib/catalogue/views';
import shared from '../console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import { CatalogueRowActions } from './catalogue-row-actions';
import { useCatalogueList } from './use-catalogue-list';
import styles from './catalogue.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

export interface CatalogueColumn<R> {
  /** Not `position`, `status` or `actions`: the columns every kind's list has. */
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Text that may wrap (names, titles), or a short label. */
  kind?: 'text' | 'label';
}

/** A kind's columns: at least one, the one that names the row (a job's title, a person's name) first. */
export type CatalogueColumns<R> = [CatalogueColumn<R>, ...CatalogueColumn<R>[]];

/** A row's status: hidden, the kind's own (a job past its closing day), or else public. */
function RowStatus({ hidden, extra }: { hidden: boolean; extra: ReactNode }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <span className={styles.badges}>
      {hidden ? <span className={styles.badgeHidden}>{t('list.statuses.hidden')}</span> : null}
      {extra}
      {!hidden && !extra ? <span className={styles.badgePublic}>{t('list.statuses.public')}</span> : null}
    </span>
  );
}

/**
 * The list of jobs, consultants or partners in the console: a table in the
 * public order with the kind's own columns, each row's status (hidden ones
 * marked) and its actions — edit, move up or down (not while the list is
 * filtered: the order is the whole list's), hide (after a confirmation that
 * says what the public site loses) or show again. Outcomes are announced.
 */
export function CatalogueList<K extends CatalogueKind>({
  kind,
  items,
  columns,
  orderable,
  status,
  caption,
}: {
  kind: K;
  items: CatalogueRowOf[K][];
  /** The kind's columns, the one that names the row first. */
  columns: CatalogueColumns<CatalogueRowOf[K]>;
  /** False when a filter leaves rows out: the move buttons are left out and a note says why. */
  orderable: boolean;
  /** The status cell's badges beyond "hidden" (a job's "closed"). */
  status?: (row: CatalogueRowOf[K]) => ReactNode;
  caption: string;
}) {
  const { t } = useTranslation('admin-catalogue');
  const list = useCatalogueList(kind, items);
  const alertRef = useRevealAlert<HTMLParagraphElement>(list.error);
  // The first column names the row (a job's title, a person's name): it leads, before the position, and stays in view.
  const [name, ...rest] = columns;

  return (
    <div className={styles.list}>
      <p className={shared.note}>{orderable ? t('list.orderNote') : t('list.orderFiltered')}</p>
      <p role="status" className={styles.announcement}>
        {list.announcement}
      </p>
      {list.error ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.error}>
          {list.error}
        </p>
      ) : null}
      {list.rows.length === 0 ? (
        <EmptyState heading="h2" title={t(`list.empty.${kind}`)} text={t('list.emptyText')} />
      ) : (
        <TableScroller label={caption}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <TableHead
              columns={[name.key, 'position', ...rest.map((column) => column.key), 'status', 'actions']}
              header={(key) => columns.find((column) => column.key === key)?.header ?? t(`list.${key}`)}
              classNames={{ position: tableStyles.number, actions: tableStyles.actions }}
            />
            <tbody>
              {list.rows.map((row, index) => (
                <tr key={row.id} data-hidden={row.hidden || undefined} className={row.hidden ? styles.hiddenRow : undefined}>
                  <th scope="row" className={name.kind ? tableStyles[name.kind] : undefined}>
                    {name.cell(row)}
                  </th>
                  <td className={tableStyles.number}>{index + 1}</td>
                  {rest.map((column) => (
                    <td key={column.key} className={column.kind ? tableStyles[column.kind] : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className={tableStyles.label}>
                    <RowStatus hidden={row.hidden} extra={status?.(row) ?? null} />
                  </td>
                  <td className={tableStyles.actions}>
                    <CatalogueRowActions
                      kind={kind}
                      row={row}
                      first={index === 0}
                      last={index === list.rows.length - 1}
                      orderable={orderable}
                      list={list}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </div>
  );
}
