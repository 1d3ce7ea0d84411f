import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { FilterFields } from '@/components/forms/filter-fields';
import { localePrefix } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import styles from './console.module.scss';

/** From a tablet up ($bp-tablet in styles/_variables.scss) the filters start open; on a phone they start folded. */
const WIDE = '(min-width: 768px)';

/** The screen's width query; none where the browser (or a test's DOM) has no matchMedia: then the filters start folded. */
const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * A console list's filter form behind one summary that says how many filters
 * are set ("筛选（2）"): folded on a phone, so the list is on the first
 * screen, open on a wider screen, until the user opens or folds it. A
 * <details>, so it opens and closes before and without JavaScript too; until
 * React has measured the screen, CSS shows it open on a wide one (where the
 * browser can) and folded on a phone.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('console');
  // The screen's suggestion (null in the server's HTML and while hydrating), and the user's choice once made.
  const wide = useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? false, () => null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wide;
  return (
    <details
      className={styles.filterPanel}
      open={open ?? undefined}
      data-auto={open === null || undefined}
      // Also fired when React itself opens it: only a change it did not make is the user's.
      onToggle={(event) => {
        if (event.currentTarget.open !== Boolean(open)) setChosen(event.currentTarget.open);
      }}
    >
      <summary className={styles.filterToggle}>{active > 0 ? t('filterToggleActive', { count: active }) : t('filterToggle')}</summary>
      {children}
    </details>
  );
}

/**
 * A console list's filters: a plain GET form to the list's own address (in the
 * page's language), so it works before and without JavaScript, in a
 * FilterPanel; its fields (FilterSelect, FilterInput) in the console's field
 * frame, then the submit button. `className` lays the fields out (the
 * console's `.filters`, or a list's own columns).
 */
export function ConsoleFilterForm({
  active,
  action,
  label,
  submit,
  className = styles.filters,
  children,
}: {
  active: number;
  action: string;
  label: string;
  submit: string;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation('console');
  return (
    <FilterPanel active={active}>
      <form method="get" action={`${localePrefix(i18n.language)}${action}`} className={className} aria-label={label}>
        <FilterFields fieldClassName={styles.field}>{children}</FilterFields>
        <button type="submit">{submit}</button>
      </form>
    </FilterPanel>
  );
}
