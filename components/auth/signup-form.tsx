import { useId } from 'react';
import type { Viewer } from '@/lib/guards';
import { useTranslation } from '@/lib/use-translation';
import { ConsentField } from '@/components/forms/consent-field';
import { CodeField } from '@/components/forms/code-field';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { PasswordField } from '@/components/forms/password-field';
import { useCodeSender } from '@/components/forms/use-code-sender';
import { checked, fields, useAccountForm } from '@/components/forms/use-account-form';
import styles from './login-form.module.scss';

/**
 * Member sign-up: name, mobile number or e-mail, the code sent to it (获取验证码
 * checks the login first), password, privacy consent. The shared schema checks
 * it here and again on the server (which also checks the code and turns away
 * common passwords and logins already taken); useAccountForm keeps what was
 * typed and stops double submits.
 */
export function SignupForm({ headingId, onSuccess }: { headingId?: string; onSuccess: (viewer: Viewer) => void | Promise<void> }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const sender = useCodeSender('signup');
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'signup',
    read: (data) => ({ ...fields(data, ['name', 'login', 'code', 'password']), consent: checked(data, 'consent') }),
    // The schema has passed, so consent is given.
    send: async (client, input, { locale }) => onSuccess(await client.signUp({ ...input, consent: true }, locale)),
  });
  // A taken login is said at the field and above the form (with the way to log in instead).
  const failure = problem && (Object.keys(problem.fields).length === 0 || problem.status === 409) ? problem.message : null;

  const sendCode = (form: HTMLFormElement | null) => sender.sendToField(form, 'login');

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField
        id={`${id}-name`}
        name="name"
        autoComplete="nickname"
        label={t('signup.name')}
        placeholder={t('signup.namePlaceholder')}
        required
        maxLength={80}
        errors={errors.name}
      />
      <FormField
        id={`${id}-login`}
        name="login"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        label={t('signup.account')}
        placeholder={t('signup.accountPlaceholder')}
        hint={t('signup.accountHint')}
        required
        errors={sender.loginErrors ?? errors.login}
        onInput={sender.clearLoginErrors}
      />
      <CodeField id={`${id}-code`} sender={sender} errors={errors.code} onSend={sendCode} />
      <PasswordField
        kind="new"
        id={`${id}-password`}
        name="password"
        label={t('signup.password')}
        hint={t('signup.passwordHint')}
        revealLabel={t('signup.showPassword')}
        required
        errors={errors.password}
      />
      <ConsentField
        id={`${id}-consent`}
        before={t('signup.consentBefore')}
        link={t('signup.consentLink')}
        error={errors.consent ? t('common:auth.errors.consentRequired') : null}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
