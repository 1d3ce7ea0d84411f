import { useEffect, useId } from 'react';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { CodeField } from '@/components/forms/code-field';
import { FormAlert } from '@/components/forms/form-field';
import { PasswordField } from '@/components/forms/password-field';
import type { CodeSender } from '@/components/forms/use-code-sender';
import { fields, useAccountForm } from '@/components/forms/use-account-form';
import styles from './login-form.module.scss';

/**
 * A forgotten password, step 2: the code sent to `login` (which can be sent
 * again after the countdown) and the new password (the sign-up rules). Every
 * session of the account ends when it is stored.
 */
export function ResetPasswordForm({
  headingId,
  login,
  sender,
  onOtherLogin,
  onReset,
}: {
  headingId: string;
  login: string;
  sender: CodeSender;
  onOtherLogin: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'passwordReset',
    read: (data) => ({ login, ...fields(data, ['code', 'newPassword']) }),
    send: async (client, input, { locale }) => {
      await client.resetPassword(input, locale);
      onReset();
    },
  });
  // The login was checked at step 1; anything the API says about it (or no field at all) is said above the form.
  const failure = problem && !errors.code && !errors.newPassword ? (problem.fields.login?.[0] ?? problem.message) : null;
  const failureText = failure && TRANSLATION_KEY.test(failure) ? t(failure) : failure;

  useEffect(() => {
    document.getElementById(`${id}-code`)?.focus();
  }, [id]);

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failureText ? <FormAlert>{failureText}</FormAlert> : null}
      <CodeField id={`${id}-code`} sender={sender} errors={errors.code} onSend={() => sender.send(login)} showStatus={false} />
      <PasswordField
        kind="new"
        id={`${id}-password`}
        name="newPassword"
        label={t('forgot.newPassword')}
        hint={t('forgot.passwordHint')}
        revealLabel={t('forgot.showPassword')}
        required
        errors={errors.newPassword}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <button type="button" className={styles.textButton} onClick={onOtherLogin}>
        {t('forgot.otherLogin')}
      </button>
    </form>
  );
}
