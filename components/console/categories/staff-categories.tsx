import { EmptyState } from '@/components/common/empty-state';
import type { StaffCategoriesProps } from '@/lib/companies/category-admin';
import { useTranslation } from '@/lib/use-translation';
import { ConsoleShell } from '../console-shell';
import shared from '../console.module.scss';
import { CategoryGroup } from './category-group';
import { CategoryNameForm } from './category-name-form';
import { useCategoryList } from './use-category-list';
import styles from './categories.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

/**
 * /admin/categories: the shared two-level product category list, hidden categories too — each top category
 * with its sub-categories in order; rename, reorder, hide or show any of them, add a sub-category under a top
 * one or a new top category. Outcomes are announced; failures said above the list.
 */
export function StaffCategories({ groups }: StaffCategoriesProps) {
  const { t } = useTranslation(['admin-categories', 'common']);
  const list = useCategoryList(groups);
  const alertRef = useRevealAlert<HTMLParagraphElement>(list.error);

  return (
    <ConsoleShell routeKey="adminCategories" lead={t('lead')}>
      <div className={shared.page}>
        <p className={shared.note}>{t('note')}</p>
        <p role="status" className={styles.announcement}>
          {list.announcement}
        </p>
        {list.error ? (
          <p ref={alertRef} role="alert" tabIndex={-1} className={styles.error}>
            {list.error}
          </p>
        ) : null}
        {list.groups.length === 0 ? (
          <EmptyState heading="h2" title={t('empty')} />
        ) : (
          <ol className={styles.groups} aria-label={t('listLabel')}>
            {list.groups.map((group, index) => (
              <li key={group.id}>
                <CategoryGroup group={group} first={index === 0} last={index === list.groups.length - 1} list={list} />
              </li>
            ))}
          </ol>
        )}
        <div className={styles.addTop}>
          <CategoryNameForm
            idPrefix="category-new"
            heading={t('add.topHeading')}
            headingLevel="h2"
            submitLabel={t('add.topSubmit')}
            workingLabel={t('add.working')}
            busy={list.busy === 'add-top'}
            disabled={list.busy !== null}
            onSubmit={(names) => list.create({ ...names, parentId: null })}
          />
        </div>
      </div>
    </ConsoleShell>
  );
}
