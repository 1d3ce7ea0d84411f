import { useState, type MouseEvent } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { loadRegistrationClient } from '@/lib/load-registration-client';
import styles from './registration.module.scss';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * "Resend my ticket to this number", offered when a number has registered
 * already: the code and ticket link go by SMS to the number typed in the form
 * (only there), and the answer is the same whether or not it registered.
 */
export function ResendTicket({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function resend(event: MouseEvent<HTMLButtonElement>) {
    const input = event.currentTarget.form?.elements.namedItem('mobile');
    const mobile = input instanceof HTMLInputElement ? input.value : '';
    setState({ kind: 'busy' });
    try {
      const client = await loadRegistrationClient();
      await client.resendTicket(activityId, { mobile }, i18n.language);
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
