import { useState } from 'react';
import { LookupForm } from '@/components/forms/lookup-form';
import type { LookupInput } from '@/lib/certifications/schema';
import { useTranslation } from '@/lib/use-translation';
import type { CertificationKind, LookedUpApplicationView } from '@/lib/certifications/views';
import { ApplicantLicence } from './applicant-licence';
import { ApplicationFacts } from './application-facts';
import { loadCertificationClient } from './load-certification-client';
import styles from './application.module.scss';

const EXAMPLE = { brand: 'BR-20261122-7KQ3MX', factory: 'FC-20261122-7KQ3MX', provider: 'SP-20261122-7KQ3MX', retailer: 'RT-20261122-7KQ3MX' } as const;

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
  const [found, setFound] = useState<LookedUpApplicationView | null>(null);

  return (
    <div className={styles.lookup}>
      <LookupForm
        headingId={headingId}
        className={styles.form}
        submitClassName={styles.submitSecondary}
        reference={{ name: 'number', label: t('lookup.number'), hint: t('lookup.numberHint', { example: EXAMPLE[kind] }), initial: initialNumber }}
        mobile={{ label: t('lookup.mobile'), initial: initialMobile }}
        texts={{ submit: t('lookup.submit'), submitting: t('lookup.submitting') }}
        load={loadCertificationClient}
        check={(client, input: LookupInput) => client.validate(client.schemas.lookup, input)}
        lookUp={(client, input: LookupInput, locale) => client.lookUp(input, locale)}
        networkMessage={t('form.network')}
        onFound={setFound}
      />
      <div aria-live="polite">
        {found ? (
          <>
            <ApplicationFacts application={found} />
            {found.licence ? <ApplicantLicence licence={found.licence} companyName={found.companyName} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
