import { useEffect, useRef, useState } from 'react';
import { LookupForm } from '@/components/forms/lookup-form';
import type { ApplicationLookupInput } from '@/lib/applications/schema';
import { useTranslation } from '@/lib/use-translation';
import type { LookedUpApplicationView } from '@/lib/applications/views';
import { loadApplicationClient } from './load-application-client';
import styles from './apply.module.scss';

const HEADING_ID = 'lookup-heading';

/** Where an application stands: the status in words, what it means, the job and the times — nothing the candidate sent. */
function LookedUp({ application }: { application: LookedUpApplicationView }) {
  const { t } = useTranslation('applications');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [application]);
  return (
    <div className={styles.result} data-status={application.status}>
      <h3 ref={heading} tabIndex={-1}>
        {t('lookup.resultTitle', { reference: application.reference })}
      </h3>
      <p className={styles.status}>{t(`status.${application.status}`)}</p>
      <p className={styles.text}>{t(`statusHint.${application.status}`)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('lookup.job')}</dt>
          <dd>{application.jobTitle}</dd>
        </div>
        <div>
          <dt>{t('lookup.submitted')}</dt>
          <dd>{application.submittedLabel}</dd>
        </div>
        {application.updatedLabel ? (
          <div>
            <dt>{t('lookup.updated')}</dt>
            <dd>{application.updatedLabel}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.hint}>{t('lookup.privacy')}</p>
    </div>
  );
}

/** /join-us/status: a candidate's look-up by reference and mobile number (a POST: the number is in no URL). */
export function ApplicationLookup() {
  const { t } = useTranslation(['applications', 'common']);
  const [found, setFound] = useState<LookedUpApplicationView | null>(null);

  return (
    <div className={styles.lookup}>
      <section className={styles.card} aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className={styles.title}>
          {t('lookup.formTitle')}
        </h2>
        <LookupForm
          headingId={HEADING_ID}
          className={styles.form}
          submitClassName={styles.submit}
          reference={{ name: 'reference', label: t('lookup.reference'), hint: t('lookup.referenceHint') }}
          mobile={{ label: t('lookup.mobile') }}
          texts={{ submit: t('lookup.submit'), submitting: t('lookup.submitting') }}
          load={loadApplicationClient}
          check={(client, input: ApplicationLookupInput) => client.validate(client.schemas.lookup, input)}
          lookUp={(client, input: ApplicationLookupInput, locale) => client.lookUp(input, locale)}
          networkMessage={t('lookup.network')}
          onFound={setFound}
        />
        <div aria-live="polite">{found ? <LookedUp application={found} /> : null}</div>
      </section>
    </div>
  );
}
