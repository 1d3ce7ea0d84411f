import { useState, type MouseEvent } from 'react';
import { typedPhone } from '@/components/forms/mobile-field';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import styles from './registration.module.scss';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * "Resend my ticket", offered when a number or address has registered
 * already: the code and ticket link go to the number typed in the form (only
 * there) or, without one, to the e-mail address typed, and the answer is the
 * same whether or not it registered.
 */
export function ResendTicket({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function resend(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const data = form ? new FormData(form) : new FormData();
    // The number typed (with its country) when there is one, else the e-mail address.
    const mobile = typedPhone(data);
    const contact = mobile.trim() !== '' ? { mobile } : { email: String(data.get('email') ?? '') };
    setState({ kind: 'busy' });
    try {
      const client = await loadRegistrationClient();
      await client.resendTicket(activityId, contact, i18n.language);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: readApiError(error, t('form.network')).message });
    }
  }

  return (
    <>
      {' '}
      <button type="button" className={styles.resendButton} onClick={resend} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? t('form.resending') : t('form.resend')}
      </button>
      <span role="status" className={styles.resendStatus}>
        {state.kind === 'sent' ? t('form.resent') : state.kind === 'failed' ? state.message : null}
      </span>
    </>
  );
}
