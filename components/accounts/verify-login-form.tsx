import { useEffect, useId, useRef } from 'react';
import { CodeField } from '@/components/forms/code-field';
import { FormAlert } from '@/components/forms/form-field';
import { field, useAccountForm } from '@/components/forms/use-account-form';
import { useCodeSender } from '@/components/forms/use-code-sender';
import { useViewer } from '@/components/providers/viewer-context';
import { useTranslation } from '@/lib/use-translation';
import styles from './account.module.scss';

/**
 * Verifying an existing account's login (made before codes existed, or by
 * staff): a code is sent to it and typed back. Once proven the viewer is
 * `verified` and the form gives way to 已验证.
 */
export function VerifyLoginForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const { viewer, setViewer } = useViewer();
  const sender = useCodeSender('verify', viewer?.login);
  const doneRef = useRef<HTMLDivElement>(null);
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'verifyLogin',
    read: (data) => ({ code: field(data, 'code') }),
    send: async (client, input, { locale }) => setViewer(await client.verifyLogin(input, locale)),
  });
  const verified = viewer?.verified ?? false;
  // The button that was pressed is gone once verified: the focus goes to what replaced it.
  useEffect(() => {
    if (verified) doneRef.current?.focus();
  }, [verified]);

  if (!viewer) return null;
  if (verified) {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        <FormAlert tone="success">{t('page.verifyDone', { login: viewer.login })}</FormAlert>
      </div>
    );
  }
  const failure = problem && !errors.code ? problem.message : null;
  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <CodeField id={`${id}-code`} sender={sender} errors={errors.code} onSend={() => sender.send()} />
      <button type="submit" className={styles.primary} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('page.verifying') : t('page.verifySubmit')}
      </button>
    </form>
  );
}
