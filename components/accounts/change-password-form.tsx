import { useId, useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { PasswordField } from '@/components/forms/password-field';
import { field, useAccountForm } from '@/components/forms/use-account-form';
import { useTranslation } from '@/lib/use-translation';
import styles from './account.module.scss';

/** Changes the password: the current one, then the new one (the sign-up rules). Other devices are logged out. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const [changed, setChanged] = useState(false);
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'changePassword',
    read: (data) => {
      setChanged(false); // a new attempt replaces the last one's success message
      return { currentPassword: field(data, 'currentPassword'), newPassword: field(data, 'newPassword') };
    },
    send: async (client, input, { locale, form }) => {
      await client.changePassword(input, locale);
      form.reset();
      setChanged(true);
      onChanged();
    },
  });
  const outcome = changed
    ? { tone: 'success' as const, text: t('page.changed') }
    : problem && Object.keys(problem.fields).length === 0
      ? { tone: 'error' as const, text: problem.message }
      : null;

  return (
    <form className={styles.form} aria-labelledby="password-title" {...formProps}>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <PasswordField kind="current" id={`${id}-current`} name="currentPassword" label={t('page.currentPassword')} required errors={errors.currentPassword} />
      <PasswordField
        kind="new"
        id={`${id}-new`}
        name="newPassword"
        label={t('page.newPassword')}
        hint={t('page.passwordHint')}
        required
        errors={errors.newPassword}
      />
      <button type="submit" className={styles.primary} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('page.changing') : t('page.changePassword')}
      </button>
    </form>
  );
}
