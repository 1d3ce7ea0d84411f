import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { Viewer } from '@/lib/guards';
import type { Portal } from '@/lib/schemas/auth';
import { readApiError } from '@/lib/api-error';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from './form-field';
import { loadAuthClient } from './load-auth-client';
import styles from './login-form.module.scss';

export type LoginPortal = Portal;

type Errors = Record<string, string[]>;

interface Failure {
  message: string;
  /** The account belongs to the other login page: link to it. */
  otherPortal: boolean;
}

/**
 * The login form of /login, /exhibitor/login and the header's dialog: the
 * same fields and rules everywhere. What was typed stays after an error; the
 * button is disabled while a request is on its way, so it cannot send twice.
 */
export function LoginForm({
  portal,
  headingId,
  onSuccess,
  footer,
}: {
  portal: LoginPortal;
  headingId?: string;
  onSuccess: (viewer: Viewer) => void | Promise<void>;
  /** Links under the button (sign-up, the other login page). */
  footer?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [values, setValues] = useState({ login: '', password: '', remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  const otherPortal = portal === 'exhibitor' ? routes.login : routes.exhibitorLogin;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const client = await loadAuthClient();
      const input = { ...values, portal };
      const invalid = client.validate(client.schemas.login, input);
      setErrors(invalid ?? {});
      if (invalid) return;
      const viewer = await client.logIn(input, i18n.language);
      await onSuccess(viewer);
    } catch (error) {
      const answer = readApiError(error, t('auth.messages.network'));
      const { portal: portalErrors, ...fieldErrors } = answer.fields;
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure({ message: answer.message, otherPortal: Boolean(portalErrors) });
    } finally {
      setBusy(false);
    }
  }

  const set = (name: 'login' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadAuthClient().catch(() => undefined)}
    >
      {failure ? (
        <FormAlert>
          {failure.message}
          {failure.otherPortal ? (
            <>
              {' '}
              <AppLink href={otherPortal}>{t('login.otherPortal')}</AppLink>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <FormField
        id={`${id}-login`}
        name="login"
        type="text"
        inputMode={portal === 'member' ? 'email' : 'text'}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        label={t(`${prefix}.account`)}
        placeholder={t(`${prefix}.accountPlaceholder`)}
        required
        value={values.login}
        onChange={set('login')}
        errors={errors.login}
      />
      <FormField
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        required
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <label className={styles.remember}>
        <input
          type="checkbox"
          name="remember"
          checked={values.remember}
          onChange={(event) => setValues((v) => ({ ...v, remember: event.target.checked }))}
        />{' '}
        {t('login.remember')}
      </label>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {footer}
    </form>
  );
}
