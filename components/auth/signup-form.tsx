import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { Viewer } from '@/lib/guards';
import { readApiError } from '@/lib/api-error';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from './form-field';
import { loadAuthClient } from './load-auth-client';
import { useHydrated } from './use-hydrated';
import styles from './login-form.module.scss';

type Errors = Record<string, string[]>;

/**
 * Member sign-up: name, mobile number or e-mail, password, privacy consent.
 * The shared schema checks it here and again on the server (which also turns
 * away common passwords and logins already taken). Uncontrolled fields, as in
 * LoginForm: what was typed stays, also if typed before the page was ready.
 */
export function SignupForm({ headingId, onSuccess }: { headingId?: string; onSuccess: (viewer: Viewer) => void | Promise<void> }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const id = useId();
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      login: String(data.get('login') ?? ''),
      password: String(data.get('password') ?? ''),
      consent: data.get('consent') === 'on',
    };
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

  return (
    <form className={styles.form} aria-labelledby={headingId} method="post" noValidate onSubmit={submit} onFocus={() => void loadAuthClient().catch(() => undefined)}>
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
        required
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
      <button type="submit" className={styles.submit} disabled={busy || !hydrated} aria-busy={busy || undefined}>
        {busy ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
