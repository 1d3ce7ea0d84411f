import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { Viewer } from '@/lib/guards';
import { readApiError } from '@/lib/api-error';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from './form-field';
import { loadAuthClient } from './load-auth-client';
import styles from './login-form.module.scss';

type Errors = Record<string, string[]>;

/**
 * Member sign-up: name, mobile number or e-mail, password, privacy consent.
 * The shared schema checks it here and again on the server (which also turns
 * away common passwords and logins already taken); what was typed stays.
 */
export function SignupForm({ headingId, onSuccess }: { headingId?: string; onSuccess: (viewer: Viewer) => void | Promise<void> }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const id = useId();
  const [values, setValues] = useState({ name: '', login: '', password: '', consent: false });
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const client = await loadAuthClient();
      const invalid = client.validate(client.schemas.signup, values);
      setErrors(invalid ?? {});
      if (invalid || !values.consent) return;
      const viewer = await client.signUp({ ...values, consent: true }, i18n.language);
      await onSuccess(viewer);
    } catch (error) {
      const answer = readApiError(error, t('common:auth.messages.network'));
      setErrors(answer.fields);
      if (Object.keys(answer.fields).length === 0 || answer.status === 409) setFailure(answer.message);
    } finally {
      setBusy(false);
    }
  }

  const set = (name: 'name' | 'login' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  return (
    <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit} onFocus={() => void loadAuthClient().catch(() => undefined)}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField
        id={`${id}-name`}
        name="name"
        autoComplete="nickname"
        label={t('signup.name')}
        placeholder={t('signup.namePlaceholder')}
        required
        maxLength={80}
        value={values.name}
        onChange={set('name')}
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
        required
        value={values.login}
        onChange={set('login')}
        errors={errors.login}
      />
      <FormField
        id={`${id}-password`}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        label={t('signup.password')}
        hint={t('signup.passwordHint')}
        required
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <label className={styles.remember}>
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} /> {t('signup.showPassword')}
      </label>
      <div>
        <label className={styles.remember}>
          <input
            type="checkbox"
            name="consent"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            checked={values.consent}
            onChange={(event) => setValues((v) => ({ ...v, consent: event.target.checked }))}
          />
          <span>
            {t('signup.consentBefore')}
            <AppLink href={routes.privacy} target="_blank" rel="noopener">
              {t('signup.consentLink')}
            </AppLink>
          </span>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className={styles.fieldError}>
            {t('common:auth.errors.consentRequired')}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
