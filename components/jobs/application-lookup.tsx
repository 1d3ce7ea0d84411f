import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import type { ApplicationLookupInput } from '@/lib/schemas/application';
import { useTranslation } from '@/lib/use-translation';
import type { LookedUpApplicationView } from '@/lib/views/application-views';
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
  const id = useId();
  const [found, setFound] = useState<LookedUpApplicationView | null>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadApplicationClient,
    check: (client, input: ApplicationLookupInput) => client.validate(client.schemas.lookup, input),
    read: (data): ApplicationLookupInput => ({ reference: field(data, 'reference'), mobile: field(data, 'mobile') }),
    send: async (client, input, { locale }) => {
      setFound(null);
      setFound(await client.lookUp(input, locale));
    },
    networkMessage: t('lookup.network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  return (
    <div className={styles.lookup}>
      <section className={styles.card} aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className={styles.title}>
          {t('lookup.formTitle')}
        </h2>
        <form className={styles.form} aria-labelledby={HEADING_ID} {...formProps}>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <FormField
            id={`${id}-reference`}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            label={t('lookup.reference')}
            hint={t('lookup.referenceHint')}
            required
            maxLength={30}
            errors={errors.reference}
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
            errors={errors.mobile}
          />
          <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
            {busy ? t('lookup.submitting') : t('lookup.submit')}
          </button>
        </form>
        <div aria-live="polite">{found && !failure ? <LookedUp application={found} /> : null}</div>
      </section>
    </div>
  );
}
