import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { Viewer } from '@/lib/guards';
import type { Portal } from '@/lib/schemas/auth';
import { readApiError } from '@/lib/api-error';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from './form-field';
import { loadAuthClient } from './load-auth-client';
import { useHydrated } from './use-hydrated';
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
 * same fields and rules everywhere. The fields are uncontrolled, so what was
 * typed stays after an error and survives React taking over a page that was
 * still loading; the button is disabled until then and while a request is on
 * its way, so it cannot send twice.
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
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  const otherPortal = portal === 'exhibitor' ? routes.login : routes.exhibitorLogin;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const client = await loadAuthClient();
      const input = { login: String(data.get('login') ?? ''), password: String(data.get('password') ?? ''), remember: data.get('remember') === 'on', portal };
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

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      method="post"
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
        errors={errors.password}
      />
      <label className={styles.remember}>
        <input type="checkbox" name="remember" />{' '}
        {t('login.remember')}
      </label>
      <button type="submit" className={styles.submit} disabled={busy || !hydrated} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {footer}
    </form>
  );
}
