import { useId } from 'react';
import { FormAlert, FormField, TextAreaField } from '@/components/forms/form-field';
import { ConsentField } from '@/components/forms/consent-field';
import { checked, fields, useApiForm } from '@/components/forms/use-api-form';
import type { ApplicationInput } from '@/lib/certifications/schema';
import { CAPACITY_MAX, CERTIFICATION_ITEM_MAX, CERTIFICATION_LIST_MAX } from '@/lib/certifications/views';
import { UPLOAD_MAX_BYTES } from '@/lib/uploads/rules';
import { useTranslation } from '@/lib/use-translation';
import type { ApplicationView, CertificationKind } from '@/lib/certifications/views';
import { LicenceField } from './licence-field';
import { loadCertificationClient } from './load-certification-client';
import { useLicenceUpload } from './use-licence-upload';
import { UsccField } from './uscc-field';
import styles from './application.module.scss';

/** The list fields' text: every item at its longest, with a separator each. */
const LIST_TEXT_MAX = CERTIFICATION_LIST_MAX * (CERTIFICATION_ITEM_MAX + 1);

export interface Applied {
  application: ApplicationView;
  /** The mobile number as stored, for looking the application up. */
  mobile: string;
}

/** The form's fields as the API takes them; the kind decides which of its own fields it has. */
function readApplication(kind: CertificationKind, data: FormData): ApplicationInput {
  const common = {
    ...fields(data, ['companyName', 'uscc', 'legalRepresentative', 'contactName', 'mobile', 'email', 'licenceUploadId']),
    consent: checked(data, 'consent') as true,
  };
  switch (kind) {
    case 'brand':
      return { kind, ...common, ...fields(data, ['brandName']) };
    case 'factory':
      return { kind, ...common, ...fields(data, ['capacity', 'processes']) };
    case 'provider':
      return { kind, ...common, ...fields(data, ['services']) };
    case 'retailer':
      return { kind, ...common, ...fields(data, ['storeName', 'storeAddress']) };
  }
}

/**
 * A certification application of one kind: the shared schema checks
 * it here and on the server; what was typed stays after an error; the button
 * cannot send twice, nor while the licence is still uploading.
 */
export function CertificationForm({ kind, headingId, onApplied }: { kind: CertificationKind; headingId: string; onApplied: (applied: Applied) => void }) {
  const { t } = useTranslation(['author', 'common']);
  const id = useId();
  const licence = useLicenceUpload({
    network: t('form.network'),
    type: t('form.licence.wrongType'),
    tooLarge: t('form.licence.tooLarge', { limit: UPLOAD_MAX_BYTES / 1024 / 1024 }),
  });
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadCertificationClient,
    check: (client, input: ApplicationInput) => client.validate(client.schemas[input.kind], input),
    read: (data) => readApplication(kind, data),
    send: async (client, input, { locale }) => {
      const application = await client.apply(input, locale);
      onApplied({ application, mobile: client.schemas.lookup.shape.mobile.parse(input.mobile) });
    },
    networkMessage: t('form.network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const uploading = licence.state.phase === 'uploading';
  const text = (name: string, max: number, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField id={`${id}-${name}`} name={name} label={`${t(`form.${name}`)} *`} required maxLength={max} errors={errors[name]} {...extra} />
  );

  const list = (name: 'processes' | 'services') => (
    <TextAreaField id={`${id}-${name}`} name={name} label={`${t(`form.${name}`)} *`} required rows={3} maxLength={LIST_TEXT_MAX} hint={t(`form.${name}Hint`)} errors={errors[name]} />
  );

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fieldset className={styles.group}>
        <legend>{t('form.companyGroup')}</legend>
        {text('companyName', 100, { autoComplete: 'organization', hint: t('form.companyNameHint') })}
        <div className={styles.pair}>
          <UsccField id={`${id}-uscc`} errors={errors.uscc} />
          {text('legalRepresentative', 40, { autoComplete: 'off' })}
        </div>
        {kind === 'brand' ? text('brandName', 60, { autoComplete: 'off', hint: t('form.brandNameHint') }) : null}
        {kind === 'factory' ? (
          <>
            {text('capacity', CAPACITY_MAX, { autoComplete: 'off', hint: t('form.capacityHint') })}
            {list('processes')}
          </>
        ) : null}
        {kind === 'provider' ? list('services') : null}
        {kind === 'retailer' ? (
          <div className={styles.pair}>
            {text('storeName', 60, { autoComplete: 'off', hint: t('form.storeNameHint') })}
            {text('storeAddress', 200, { autoComplete: 'address-line1', hint: t('form.storeAddressHint') })}
          </div>
        ) : null}
        <LicenceField id={`${id}-licence`} upload={licence.state} onChoose={(file) => void licence.choose(file)} errors={errors.licenceUploadId} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('form.contactGroup')}</legend>
        <div className={styles.pair}>
          {text('contactName', 40, { autoComplete: 'name' })}
          {text('mobile', 20, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', hint: t('form.mobileHint') })}
        </div>
        {text('email', 254, { type: 'email', autoComplete: 'email', hint: t('form.emailHint') })}
      </fieldset>
      <ConsentField
        id={`${id}-consent`}
        before={t('form.consentBefore')}
        link={t('form.consentLink')}
        after={`${t('form.consentAfter')} *`}
        error={errors.consent ? t('form.errors.consentRequired') : null}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled || uploading} aria-busy={busy || undefined}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
