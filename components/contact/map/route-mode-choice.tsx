import { useId } from 'react';
import { ROUTE_MODES, type RouteMode } from '@/lib/map/map-controller';
import { useTranslation } from '@/lib/use-translation';
import styles from './live-map.module.scss';

/** 驾车 / 公交 / 步行 as a small segmented choice (radio buttons: arrow keys move between them). */
export function RouteModeChoice({ mode, onChange }: { mode: RouteMode; onChange(mode: RouteMode): void }) {
  const { t } = useTranslation('map');
  const name = useId();
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.label}>{t('mode.legend')}</legend>
      <div className={styles.segments}>
        {ROUTE_MODES.map((value) => (
          <label key={value} className={styles.segment}>
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} />
            <span>{t(`mode.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
