import { useId, useState } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import type { LookupInput } from '@/lib/schemas/certification';
import { useTranslation } from '@/lib/use-translation';
import type { CertificationKind, LookedUpApplicationView } from '@/lib/views/certification-views';
import { ApplicantLicence } from './applicant-licence';
import { ApplicationFacts } from './application-facts';
import { loadCertificationClient } from './load-certification-client';
import styles from './application.module.scss';

const EXAMPLE = { brand: 'BR-20261122-7KQ3MX', retailer: 'RT-20261122-7KQ3MX' } as const;

/** Checking an application's progress by its number and mobile number: the status, the reviewer's note and the licence. */
export function StatusLookup({
  kind,
  headingId,
  initialNumber = '',
  initialMobile = '',
}: {
  kind: CertificationKind;
  headingId: string;
  initialNumber?: string;
  initialMobile?: string;
}) {
  const { t } = useTranslation(['author', 'common']);
  const id = useId();
  const [found, setFound] = useState<LookedUpApplicationView | null>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadCertificationClient,
    check: (client, input: LookupInput) => client.validate(client.schemas.lookup, input),
    read: (data): LookupInput => ({ number: field(data, 'number'), mobile: field(data, 'mobile') }),
    send: async (client, input, { locale }) => {
      setFound(null);
      setFound(await client.lookUp(input, locale));
    },
    networkMessage: t('form.network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  return (
    <div className={styles.lookup}>
      <form className={styles.form} aria-labelledby={headingId} {...formProps}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField
          id={`${id}-number`}
          name="number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('lookup.number')}
          hint={t('lookup.numberHint', { example: EXAMPLE[kind] })}
          required
          maxLength={30}
          defaultValue={initialNumber}
          errors={errors.number}
        />
        <FormField
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t('lookup.mobile')}
          required
          maxLength={20}
          defaultValue={initialMobile}
          errors={errors.mobile}
        />
        <button type="submit" className={styles.submitSecondary} disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('lookup.submitting') : t('lookup.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {found && !failure ? (
          <>
            <ApplicationFacts application={found} />
            {found.licence ? <ApplicantLicence licence={found.licence} companyName={found.companyName} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
