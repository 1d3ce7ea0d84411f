import { TRANSLATION_KEY } from '@/lib/i18n';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './profile-editor.module.scss';

/**
 * The main categories: check boxes grouped under their top category (a top category with no sub-categories is
 * a box itself), at most `max` ticked — the others are disabled once the limit is reached. Nothing while the
 * platform has no categories.
 */
export function CategoryPicker({
  id,
  groups,
  chosen,
  max,
  errors = [],
  onChange,
}: {
  id: string;
  groups: CategoryGroupView[];
  chosen: number[];
  max: number;
  errors?: string[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('company-profile');
  const full = chosen.length >= max;
  const hintId = `${id}-hint`;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  if (groups.length === 0 && chosen.length === 0) return null;
  const toggle = (categoryId: number, on: boolean) => onChange(on ? [...chosen, categoryId] : chosen.filter((chosenId) => chosenId !== categoryId));
  const box = (category: { id: number; name: string }) => {
    const checked = chosen.includes(category.id);
    return (
      <label key={category.id} className={styles.check}>
        <input type="checkbox" name="categoryIds" value={category.id} checked={checked} disabled={!checked && full} onChange={(event) => toggle(category.id, event.currentTarget.checked)} />
        <span>{category.name}</span>
      </label>
    );
  };
  return (
    <fieldset className={styles.group} aria-describedby={[hintId, errorId].filter(Boolean).join(' ')} aria-invalid={errorId ? true : undefined}>
      <legend>{t('sections.categories')}</legend>
      <p id={hintId} className={styles.note}>
        {t('fields.categoriesHint')} · {chosen.length} / {max}
      </p>
      <div className={styles.categoryGroups}>
        {groups.map((group) =>
          group.children.length === 0 ? (
            <div key={group.id} className={styles.categoryGroup}>
              {box(group)}
            </div>
          ) : (
            <div key={group.id} className={styles.categoryGroup} role="group" aria-labelledby={`${id}-group-${group.id}`}>
              <p id={`${id}-group-${group.id}`} className={styles.categoryTitle}>
                {group.name}
              </p>
              <div className={styles.checks}>{group.children.map(box)}</div>
            </div>
          ),
        )}
      </div>
      {errorId ? (
        <p id={errorId} className={styles.error} role="alert">
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
