import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from '@/components/forms/form-field';
import type { CodeSender } from '@/components/forms/use-code-sender';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './login-form.module.scss';

/**
 * A forgotten password, step 1: the mobile number or e-mail address to send
 * the code to. A user name is told at the field to ask an administrator.
 */
export function ResetRequestForm({
  headingId,
  sender,
  initialLogin,
  onSent,
}: {
  headingId: string;
  sender: CodeSender;
  initialLogin: string;
  onSent: (login: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const hydrated = useHydrated();
  const [login, setLogin] = useState(initialLogin);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('login');
    const outcome = await sender.send(login);
    if (outcome === 'sent') onSent(login);
    else if (outcome === 'login' && input instanceof HTMLInputElement) input.focus();
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} method="post" noValidate onSubmit={submit}>
      {sender.problem ? <FormAlert>{sender.problem}</FormAlert> : null}
      <FormField
        id={`${id}-login`}
        name="login"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        label={t('forgot.login')}
        placeholder={t('forgot.loginPlaceholder')}
        required
        value={login}
        onChange={(event) => {
          setLogin(event.target.value);
          sender.clearLoginErrors();
        }}
        errors={sender.loginErrors}
      />
      {/* Not held back by the last code's countdown: another login may be sent to at once (the server says when not). */}
      <button type="submit" className={styles.submit} disabled={!hydrated || sender.sending} aria-busy={sender.sending || undefined}>
        {sender.sending ? t('forgot.sending') : t('forgot.sendCode')}
      </button>
    </form>
  );
}
