import { LookupForm as LookupFields } from '@/components/forms/lookup-form';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import type { LookupInput } from '@/lib/registrations/schema';
import { useTranslation } from '@/lib/use-translation';
import type { Registered } from './registration-form';
import styles from './registration.module.scss';

/** "My registration": mobile number or e-mail address and code → the registration, to see or cancel it. */
export function LookupForm({ headingId, initialCode = '', onFound }: { headingId: string; initialCode?: string; onFound: (found: Registered) => void }) {
  const { t } = useTranslation(['activity', 'common']);
  return (
    <LookupFields
      headingId={headingId}
      className={styles.form}
      fieldsClassName={styles.pair}
      submitClassName={styles.submitSecondary}
      mobileFirst
      mobile={{ label: t('lookup.contact'), hint: t('lookup.contactHint'), orEmail: true }}
      reference={{ name: 'code', label: t('lookup.code'), hint: t('lookup.codeHint'), initial: initialCode }}
      texts={{ submit: t('lookup.submit'), submitting: t('lookup.submitting') }}
      load={loadRegistrationClient}
      check={(client, input: LookupInput) => client.validate(client.schemas.lookup, input)}
      lookUp={async (client, input, locale): Promise<Registered> => ({
        ...(await client.lookUp(input, locale)),
        existing: false,
        mobile: ((parsed) => parsed.mobile || parsed.email)(client.schemas.lookup.parse(input)),
      })}
      networkMessage={t('form.network')}
      onFound={(found) => {
        if (found) onFound(found);
      }}
    />
  );
}
