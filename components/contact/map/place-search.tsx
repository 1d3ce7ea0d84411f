import { useId, type FormEvent, type RefObject } from 'react';
import { MAP_SEARCH_BOX_WIDTH_PX } from '@/lib/map/constants';
import { useTranslation } from '@/lib/use-translation';
import styles from './live-map.module.scss';

/** The place-search box (AMap's suggestions appear under it while typing) and its search button. */
export function PlaceSearch({ inputRef, onSearch }: { inputRef: RefObject<HTMLInputElement | null>; onSearch(keyword: string): void }) {
  const { t } = useTranslation('map');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(inputRef.current?.value ?? '');
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          className={styles.input}
          style={{ width: MAP_SEARCH_BOX_WIDTH_PX }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
