import { useState } from 'react';
import type { StaffCategoryGroup } from '@/lib/companies/category-admin';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { CategoryItem } from './category-item';
import { CategoryNameForm } from './category-name-form';
import { categoryControlId, type CategoryList } from './use-category-list';
import styles from './categories.module.scss';

/** A top category with its sub-categories in order, and the form that adds one more (opened on demand). */
export function CategoryGroup({ group, first, last, list }: { group: StaffCategoryGroup; first: boolean; last: boolean; list: CategoryList }) {
  const { t } = useTranslation('admin-categories');
  const hydrated = useHydrated();
  const [adding, setAdding] = useState(false);
  const parent = group.name;

  return (
    <section className={styles.group} aria-labelledby={`category-${group.id}-title`}>
      <CategoryItem row={group} level="top" first={first} last={last} list={list} />
      {group.children.length === 0 ? (
        <p className={styles.muted}>{t('noChildren')}</p>
      ) : (
        <ol className={styles.children} aria-label={t('childCount', { count: group.children.length })}>
          {group.children.map((child, index) => (
            <li key={child.id}>
              <CategoryItem row={child} level="sub" first={index === 0} last={index === group.children.length - 1} parentHidden={group.hidden} list={list} />
            </li>
          ))}
        </ol>
      )}
      {adding ? (
        <CategoryNameForm
          idPrefix={`category-${group.id}-add`}
          heading={t('add.subHeading', { parent })}
          submitLabel={t('add.subSubmit')}
          workingLabel={t('add.working')}
          busy={list.busy === `add-${group.id}`}
          disabled={list.busy !== null}
          onSubmit={(names) => list.create({ ...names, parentId: group.id })}
          onCancel={() => {
            setAdding(false);
            list.focusOn(categoryControlId(group.id, 'add'));
          }}
        />
      ) : (
        <button
          id={categoryControlId(group.id, 'add')}
          type="button"
          className={styles.addSub}
          disabled={!hydrated}
          aria-label={t('add.subOpenLabel', { parent })}
          onClick={() => setAdding(true)}
        >
          <span aria-hidden="true">+ </span>
          {t('add.subOpen')}
        </button>
      )}
    </section>
  );
}
