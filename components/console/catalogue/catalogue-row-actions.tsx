import { AppLink } from '@/components/common/app-link';
import { useHydrated } from '@/lib/use-hydrated';
import { withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind, CatalogueRowOf } from '@/lib/catalogue/views';
import { EDIT_ROUTE } from './use-catalogue-form';
import { controlId, type useCatalogueList } from './use-catalogue-list';
import styles from './catalogue.module.scss';

/**
 * One row's actions: edit, move up and down (buttons named with the record, so
 * a screen reader's list of buttons says which), hide — first a confirmation
 * in place, saying what the public site loses, with the focus on it and Esc to
 * back out — or show again.
 */
export function CatalogueRowActions<K extends CatalogueKind>({
  kind,
  row,
  first,
  last,
  orderable,
  list,
}: {
  kind: K;
  row: CatalogueRowOf[K];
  first: boolean;
  last: boolean;
  orderable: boolean;
  list: ReturnType<typeof useCatalogueList<K>>;
}) {
  const { t } = useTranslation('admin-catalogue');
  const hydrated = useHydrated();
  const busy = list.busyId === row.id;
  // One request at a time, and nothing before the page can send one.
  const disabled = !hydrated || list.busyId !== null;
  const name = row.label;

  if (list.confirming === row.id) {
    const questionId = `${controlId(kind, row.id, 'confirm')}-question`;
    return (
      <div
        role="group"
        aria-labelledby={questionId}
        className={styles.confirm}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) list.cancelHide(row);
        }}
      >
        <p id={questionId}>{t(`list.confirmHide.${kind}`, { name })}</p>
        <div className={styles.actions}>
          <button
            id={controlId(kind, row.id, 'confirm')}
            type="button"
            className={styles.danger}
            disabled={disabled}
            aria-busy={busy || undefined}
            onClick={() => void list.setHidden(row, true)}
          >
            {busy ? t('list.working') : t('list.confirm')}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => list.cancelHide(row)}>
            {t('list.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={`${styles.actions} ${styles.rowActions}`}>
      <AppLink href={withQuery(EDIT_ROUTE[kind], { id: row.id })} className={styles.linkButton} aria-label={t('list.editLabel', { name })}>
        {t('list.edit')}
      </AppLink>
      {orderable ? (
        <>
          <button
            id={controlId(kind, row.id, 'up')}
            type="button"
            className={styles.secondary}
            disabled={disabled || first}
            aria-busy={busy || undefined}
            aria-label={t('list.upLabel', { name })}
            onClick={() => void list.move(row, 'up')}
          >
            <span aria-hidden="true">↑ </span>
            {t('list.up')}
          </button>
          <button
            id={controlId(kind, row.id, 'down')}
            type="button"
            className={styles.secondary}
            disabled={disabled || last}
            aria-busy={busy || undefined}
            aria-label={t('list.downLabel', { name })}
            onClick={() => void list.move(row, 'down')}
          >
            <span aria-hidden="true">↓ </span>
            {t('list.down')}
          </button>
        </>
      ) : null}
      <button
        id={controlId(kind, row.id, 'visibility')}
        type="button"
        className={row.hidden ? styles.primary : styles.secondary}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={t(row.hidden ? 'list.showLabel' : 'list.hideLabel', { name })}
        onClick={() => (row.hidden ? void list.setHidden(row, false) : list.askToHide(row))}
      >
        {row.hidden ? t('list.show') : t('list.hide')}
      </button>
    </div>
  );
}
