import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { ACTIVITY_TEXT_MAX } from '@/lib/activity-rules';
import { positionFromAmapLink } from '@/lib/map/link-position';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { CheckField } from './check-field';
import type { ActivityFormState } from './use-activity-form';
import styles from './activity-form.module.scss';

type PlaceValues = Pick<ActivityFormState, 'online' | 'onlineUrl' | 'venue' | 'venueEn' | 'address' | 'city' | 'cityEn' | 'lng' | 'lat'>;

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
      <FormField
        id={`${id}-venue`}
        label={t('form.venue') + required}
        hint={t('form.venueHint')}
        value={values.venue}
        maxLength={ACTIVITY_TEXT_MAX.venue}
        autoComplete="off"
        errors={errors.venue}
        onChange={(event) => onChange({ venue: event.currentTarget.value })}
      />
      <FormField
        id={`${id}-venueEn`}
        label={t('form.venueEn')}
        value={values.venueEn}
        maxLength={ACTIVITY_TEXT_MAX.venueEn}
        autoComplete="off"
        lang="en"
        errors={errors.venueEn}
        onChange={(event) => onChange({ venueEn: event.currentTarget.value })}
      />
      {values.online ? (
        <div className={styles.wide}>
          <FormField
            id={`${id}-onlineUrl`}
            type="url"
            label={t('form.onlineUrl')}
            hint={t('form.onlineUrlHint')}
            value={values.onlineUrl}
            maxLength={ACTIVITY_TEXT_MAX.onlineUrl}
            autoComplete="off"
            errors={errors.onlineUrl}
            onChange={(event) => onChange({ onlineUrl: event.currentTarget.value })}
          />
        </div>
      ) : (
        <>
          <div className={styles.wide}>
            <FormField
              id={`${id}-address`}
              label={t('form.address') + required}
              value={values.address}
              maxLength={ACTIVITY_TEXT_MAX.address}
              autoComplete="off"
              errors={errors.address}
              onChange={(event) => onChange({ address: event.currentTarget.value })}
            />
          </div>
          <FormField
            id={`${id}-city`}
            label={t('form.city') + required}
            value={values.city}
            maxLength={ACTIVITY_TEXT_MAX.city}
            autoComplete="off"
            errors={errors.city}
            onChange={(event) => onChange({ city: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-cityEn`}
            label={t('form.cityEn')}
            value={values.cityEn}
            maxLength={ACTIVITY_TEXT_MAX.cityEn}
            autoComplete="off"
            lang="en"
            errors={errors.cityEn}
            onChange={(event) => onChange({ cityEn: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-lng`}
            label={t('form.lng')}
            hint={t('form.coordinatesHint')}
            value={values.lng}
            inputMode="decimal"
            autoComplete="off"
            errors={errors.lng}
            onChange={(event) => onChange({ lng: event.currentTarget.value })}
          />
          <FormField
            id={`${id}-lat`}
            label={t('form.lat')}
            value={values.lat}
            inputMode="decimal"
            autoComplete="off"
            errors={errors.lat}
            onChange={(event) => onChange({ lat: event.currentTarget.value })}
          />
          <AmapLinkReader id={`${id}-amap`} onPosition={(lng, lat) => onChange({ lng, lat })} />
        </>
      )}
    </div>
  );
}
