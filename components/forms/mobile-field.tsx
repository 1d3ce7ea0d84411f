import { useMemo, type ComponentProps } from 'react';
import { composePhone, MAINLAND, PHONE_COUNTRIES } from '@/lib/people/phone-countries';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { field } from './use-api-form';
import { FormField } from './form-field';
import styles from './form-field.module.scss';

type FieldProps = Omit<ComponentProps<typeof FormField>, 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'lead'>;

/**
 * The mobile number the site asks for (sign-up, registration, look-ups, feedback): a `mobile` field for the
 * phone's keypad. With `withCountry`, a country chooser (`mobileCountry`) stands before it for people outside
 * mainland China: the form sends `typedPhone(data)`, the chosen country's code before the number unless the
 * number carries its own ("+44 …"). Mainland China is the default, and a number typed with "+" needs no choice.
 */
export function MobileField({ withCountry = false, ...props }: FieldProps & { withCountry?: boolean }) {
  return (
    <FormField
      name="mobile"
      type="tel"
      inputMode={withCountry ? 'tel' : 'numeric'}
      autoComplete="tel"
      maxLength={withCountry ? 32 : 20}
      lead={withCountry ? <CountryChooser fieldId={props.id} /> : undefined}
      {...props}
    />
  );
}

/** What the form sends as the number: the chooser's country applied to what was typed (lib/people/phone-countries.ts). */
export function typedPhone(data: FormData): string {
  return composePhone(field(data, 'mobileCountry') || MAINLAND, field(data, 'mobile'));
}

/** Countries and regions by name in the page's language, mainland China first, each with its calling code. */
function CountryChooser({ fieldId }: { fieldId: string }) {
  const { t, i18n } = useTranslation('common');
  // Names come from the browser's Intl data, which may differ from the server's: the full list after hydration.
  const hydrated = useHydrated();
  const options = useMemo(() => {
    if (!hydrated) return PHONE_COUNTRIES.filter((country) => country.code === MAINLAND);
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([i18n.language], { type: 'region' }) : null;
    const named = PHONE_COUNTRIES.map((country) => ({ ...country, name: safeName(names, country.code) }));
    const first = named.filter((country) => country.code === MAINLAND);
    const rest = named.filter((country) => country.code !== MAINLAND).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
    return [...first, ...rest];
  }, [hydrated, i18n.language]);
  return (
    <select name="mobileCountry" id={`${fieldId}-country`} aria-label={t('phone.country')} className={styles.country} defaultValue={MAINLAND}>
      {options.map((country) => (
        <option key={country.code} value={country.code}>
          {`+${country.callingCode} ${'name' in country ? country.name : t('phone.mainland')}`}
        </option>
      ))}
    </select>
  );
}

function safeName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
