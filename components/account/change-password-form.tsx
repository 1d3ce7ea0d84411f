import { useId, useState, type FormEvent } from 'react';
import { FormAlert, FormField } from '@/components/auth/form-field';
import { loadAuthClient } from '@/components/auth/load-auth-client';
import { useHydrated } from '@/components/auth/use-hydrated';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import styles from './account.module.scss';

/** Changes the password: the current one, then the new one (the sign-up rules). Other devices are logged out. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const id = useId();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { currentPassword: String(data.get('currentPassword') ?? ''), newPassword: String(data.get('newPassword') ?? '') };
    setBusy(true);
    setOutcome(null);
    try {
      const client = await loadAuthClient();
      const invalid = client.validate(client.schemas.changePassword, values);
      setErrors(invalid ?? {});
      if (invalid) return;
      await client.changePassword(values, i18n.language);
      form.reset();
      setOutcome({ tone: 'success', text: t('page.changed') });
      onChanged();
    } catch (error) {
      const answer = readApiError(error, t('common:auth.messages.network'));
      setErrors(answer.fields);
      if (Object.keys(answer.fields).length === 0) setOutcome({ tone: 'error', text: answer.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} aria-labelledby="password-title" method="post" noValidate onSubmit={submit} onFocus={() => void loadAuthClient().catch(() => undefined)}>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <FormField
        id={`${id}-current`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('page.currentPassword')}
        required
        errors={errors.currentPassword}
      />
      <FormField
        id={`${id}-new`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('page.newPassword')}
        hint={t('page.passwordHint')}
        required
        errors={errors.newPassword}
      />
      <button type="submit" className={styles.primary} disabled={busy || !hydrated} aria-busy={busy || undefined}>
        {busy ? t('page.changing') : t('page.changePassword')}
      </button>
    </form>
  );
}
