import { useId } from 'react';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import type { LookupInput } from '@/lib/schemas/registration';
import { useTranslation } from '@/lib/use-translation';
import type { Registered } from './registration-form';
import { loadRegistrationClient } from '@/lib/load-registration-client';
import styles from './registration.module.scss';

/** "My registration": mobile number and code → the registration, to see or cancel it. */
export function LookupForm({ headingId, initialCode = '', onFound }: { headingId: string; initialCode?: string; onFound: (found: Registered) => void }) {
  const { t } = useTranslation(['activity', 'common']);
  const id = useId();
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadRegistrationClient,
    check: (client, input: LookupInput) => client.validate(client.schemas.lookup, input),
    read: (data): LookupInput => ({ mobile: field(data, 'mobile'), code: field(data, 'code') }),
    send: async (client, input, { locale }) => {
      const answer = await client.lookUp(input, locale);
      onFound({ ...answer, existing: false, mobile: client.schemas.lookup.shape.mobile.parse(input.mobile) });
    },
    networkMessage: t('form.network'),
  });
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.pair}>
        <FormField
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t('form.mobile')}
          required
          maxLength={20}
          errors={errors.mobile}
        />
        <FormField
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('lookup.code')}
          hint={t('lookup.codeHint')}
          required
          maxLength={20}
          defaultValue={initialCode}
          errors={errors.code}
        />
      </div>
      <button type="submit" className={styles.submitSecondary} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('lookup.submitting') : t('lookup.submit')}
      </button>
    </form>
  );
}
