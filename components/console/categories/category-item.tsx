import { useState } from 'react';
import type { StaffCategoryRow } from '@/lib/companies/category-admin';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { CategoryNameForm } from './category-name-form';
import { categoryControlId, type CategoryList } from './use-category-list';
import styles from './categories.module.scss';

/**
 * One category in the console: its names, how many companies chose it, whether the public sees it, and its
 * actions — rename (the form opens in place), one place up or down among its siblings, hide or show again.
 * Buttons are named with the category, so a screen reader's list of buttons says which.
 */
export function CategoryItem({
  row,
  level,
  first,
  last,
  parentHidden = false,
  list,
}: {
  row: StaffCategoryRow;
  level: 'top' | 'sub';
  first: boolean;
  last: boolean;
  /** A sub-category of a hidden top category: hidden with it. */
  parentHidden?: boolean;
  list: CategoryList;
}) {
  const { t } = useTranslation('admin-categories');
  const hydrated = useHydrated();
  const [renaming, setRenaming] = useState(false);
  const disabled = !hydrated || list.busy !== null;
  const busyHere = (key: string) => list.busy === `${key}-${row.id}`;
  const name = row.name;
  const Title = level === 'top' ? 'h2' : 'h3';

  return (
    <div className={level === 'top' ? styles.topItem : styles.subItem} data-hidden={row.hidden || parentHidden || undefined}>
      <div className={styles.itemHead}>
        <Title id={`category-${row.id}-title`} className={level === 'top' ? styles.topName : styles.subName}>
          {row.name}
          {row.nameEn ? (
            <span className={styles.nameEn} lang="en">
              {row.nameEn}
            </span>
          ) : null}
        </Title>
        <p className={styles.facts}>
          <span>{t('companies', { count: row.companies })}</span>
          {row.hidden ? <span className={styles.badgeHidden}>{t('statuses.hidden')}</span> : null}
          {!row.hidden && parentHidden ? <span className={styles.badgeHidden}>{t('statuses.hiddenWithParent')}</span> : null}
        </p>
      </div>
      <div role="group" aria-label={t('actions.label', { name })} className={styles.actions}>
        <button
          id={categoryControlId(row.id, 'rename')}
          type="button"
          className={styles.secondary}
          disabled={!hydrated}
          aria-expanded={renaming}
          aria-label={t('rename.openLabel', { name })}
          onClick={() => setRenaming(!renaming)}
        >
          {t('rename.open')}
        </button>
        <button
          id={categoryControlId(row.id, 'up')}
          type="button"
          className={styles.secondary}
          disabled={disabled || first}
          aria-busy={busyHere('move') || undefined}
          aria-label={t('actions.upLabel', { name })}
          onClick={() => void list.move(row, 'up')}
        >
          <span aria-hidden="true">↑ </span>
          {t('actions.up')}
        </button>
        <button
          id={categoryControlId(row.id, 'down')}
          type="button"
          className={styles.secondary}
          disabled={disabled || last}
          aria-busy={busyHere('move') || undefined}
          aria-label={t('actions.downLabel', { name })}
          onClick={() => void list.move(row, 'down')}
        >
          <span aria-hidden="true">↓ </span>
          {t('actions.down')}
        </button>
        <button
          id={categoryControlId(row.id, 'visibility')}
          type="button"
          className={row.hidden ? styles.primary : styles.secondary}
          disabled={disabled}
          aria-busy={busyHere('hide') || undefined}
          aria-label={t(row.hidden ? 'actions.showLabel' : 'actions.hideLabel', { name })}
          onClick={() => void list.setHidden(row, !row.hidden)}
        >
          {busyHere('hide') ? t('actions.working') : t(row.hidden ? 'actions.show' : 'actions.hide')}
        </button>
      </div>
      {renaming ? (
        <CategoryNameForm
          key={row.version}
          idPrefix={`category-${row.id}-rename`}
          heading={t('rename.heading', { name })}
          headingLevel={level === 'top' ? 'h3' : 'h4'}
          submitLabel={t('rename.save')}
          workingLabel={t('rename.working')}
          initial={{ name: row.name, nameEn: row.nameEn }}
          busy={busyHere('rename')}
          disabled={list.busy !== null}
          onSubmit={(names) => list.rename(row, names)}
          onReload={list.reload}
          onCancel={() => {
            setRenaming(false);
            list.focusOn(categoryControlId(row.id, 'rename'));
          }}
          onDone={() => setRenaming(false)}
        />
      ) : null}
    </div>
  );
}
