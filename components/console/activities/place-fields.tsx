import { useState } from 'react';
import { ACTIVITY_TEXT_MAX } from '@/lib/activities/rules';
import { positionFromAmapLink } from '@/lib/map/link-position';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { bindFields } from './bind-fields';
import { CheckField } from './check-field';
import type { ActivityFormState } from './use-activity-form';
import styles from './activity-form.module.scss';

type PlaceValues = Pick<ActivityFormState, 'online' | 'onlineUrl' | 'venue' | 'venueEn' | 'address' | 'addressEn' | 'city' | 'cityEn' | 'lng' | 'lat'>;

/** Reads the coordinates out of a pasted AMap link into the longitude and latitude fields. */
function AmapLinkReader({ id, onPosition }: { id: string; onPosition: (lng: string, lat: string) => void }) {
  const { t } = useTranslation('admin-activities');
  const [link, setLink] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  function read() {
    const position = positionFromAmapLink(link);
    if (!position) {
      setResult({ ok: false, text: t('form.amapReadFailed') });
      return;
    }
    onPosition(String(position.lng), String(position.lat));
    setResult({ ok: true, text: t('form.amapReadDone', { lng: position.lng, lat: position.lat }) });
  }

  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id}>{t('form.amapLink')}</label>
      <div className={styles.inline}>
        <input
          id={id}
          type="url"
          inputMode="url"
          value={link}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-result`}
          onChange={(event) => setLink(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter reads the link rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              read();
            }
          }}
        />
        <button type="button" className={styles.secondary} onClick={read} disabled={link.trim() === ''}>
          {t('form.amapRead')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.amapLinkHint')}
      </p>
      <p id={`${id}-result`} role="status" className={result?.ok === false ? styles.error : styles.hint}>
        {result?.text}
      </p>
    </div>
  );
}

/**
 * Where it is held: online (the venue may name the platform) or a venue with
 * its address, city and coordinates, which can be read from an AMap link.
 * The fields of a place stay filled while "online" is ticked, and come back
 * when it is unticked.
 */
export function PlaceFields({
  id,
  values,
  errors,
  onChange,
}: {
  id: string;
  values: PlaceValues;
  errors: FieldErrors;
  onChange: (patch: Partial<PlaceValues>) => void;
}) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const required = t('form.required');
  const { text } = bindFields({ id, values, errors, onChange });
  return (
    <div className={styles.grid}>
      <CheckField
        id={`${id}-online`}
        label={t('form.online')}
        hint={t('form.onlineHint')}
        checked={values.online}
        errors={errors.online}
        onChange={(online) => onChange({ online })}
      />
      {text('venue', { label: t('form.venue') + required, hint: t('form.venueHint'), maxLength: ACTIVITY_TEXT_MAX.venue })}
      {text('venueEn', { label: t('form.venueEn'), maxLength: ACTIVITY_TEXT_MAX.venueEn, lang: 'en' })}
      {values.online ? (
        <div className={styles.wide}>
          {text('onlineUrl', { type: 'url', label: t('form.onlineUrl'), hint: t('form.onlineUrlHint'), maxLength: ACTIVITY_TEXT_MAX.onlineUrl })}
        </div>
      ) : (
        <>
          <div className={styles.wide}>{text('address', { label: t('form.address') + required, maxLength: ACTIVITY_TEXT_MAX.address })}</div>
          <div className={styles.wide}>{text('addressEn', { label: t('form.addressEn'), maxLength: ACTIVITY_TEXT_MAX.addressEn, lang: 'en' })}</div>
          {text('city', { label: t('form.city') + required, maxLength: ACTIVITY_TEXT_MAX.city })}
          {text('cityEn', { label: t('form.cityEn'), maxLength: ACTIVITY_TEXT_MAX.cityEn, lang: 'en' })}
          {text('lng', { label: t('form.lng'), hint: t('form.coordinatesHint'), inputMode: 'decimal' })}
          {text('lat', { label: t('form.lat'), inputMode: 'decimal' })}
          <AmapLinkReader id={`${id}-amap`} onPosition={(lng, lat) => onChange({ lng, lat })} />
        </>
      )}
    </div>
  );
}
