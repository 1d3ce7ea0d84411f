import type { Place } from '@/lib/map/map-controller';
import { useTranslation } from '@/lib/use-translation';
import styles from './live-map.module.scss';

/** Places found by a search, each a button that shows the route from it to the office. */
export function PlaceResults({ places, pickedId, onPick }: { places: Place[]; pickedId: string | undefined; onPick(place: Place): void }) {
  const { t } = useTranslation('map');
  if (places.length === 0) return null;
  return (
    <ul className={styles.results} aria-label={t('search.resultsLabel')}>
      {places.map((place) => (
        <li key={place.id}>
          <button type="button" className={styles.result} aria-pressed={place.id === pickedId} onClick={() => onPick(place)}>
            <span className={styles.resultName}>{place.name}</span>
            {place.address && <span className={styles.resultAddress}>{place.address}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
