import { useId } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { Viewer } from '@/lib/guards';
import type { Portal } from '@/lib/auth/schema';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert, FormField } from '@/components/forms/form-field';
import { PasswordField } from '@/components/forms/password-field';
import { checked, fields, useAccountForm } from '@/components/forms/use-account-form';
import { WechatLoginButton } from './wechat-login-button';
import styles from './login-form.module.scss';

export type LoginPortal = Portal;

/**
 * The login form of /login, /exhibitor/login and the header's dialog: the
 * same fields and rules everywhere (useAccountForm), and the way to a
 * forgotten password (/forgot-password, which leads back to this login page).
 * When the account belongs to the other login page, the answer links to it.
 * Members also get "微信登录" where WeChat login is configured for this browser.
 */
export function LoginForm({
  portal,
  headingId,
  onSuccess,
  footer,
  onLeave,
  wechatRedirect = '/',
}: {
  portal: LoginPortal;
  headingId?: string;
  onSuccess: (viewer: Viewer) => void | Promise<void>;
  /** Links under the button (sign-up, the other login page). */
  footer?: React.ReactNode;
  /** Called when the 忘记密码？ link is followed (the dialog closes). */
  onLeave?: () => void;
  /** Members only: where a WeChat login goes afterwards (a local path, with an English page's `/en` prefix). */
  wechatRedirect?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  const otherPortal = portal === 'exhibitor' ? routes.login : routes.exhibitorLogin;
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'login',
    read: (data) => ({ ...fields(data, ['login', 'password']), remember: checked(data, 'remember'), portal }),
    send: async (client, input, { locale }) => onSuccess(await client.logIn(input, locale)),
  });
  // An answer about the whole attempt (wrong password, locked, the other login page), not about one field.
  const failure = problem && !errors.login && !errors.password ? problem : null;

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? (
        <FormAlert>
          {failure.message}
          {failure.fields.portal ? (
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
      <PasswordField
        kind="current"
        id={`${id}-password`}
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        required
        errors={errors.password}
      />
      <div className={styles.options}>
        <label className={styles.remember}>
          <input type="checkbox" name="remember" />{' '}
          {t('login.remember')}
        </label>
        <AppLink href={withQuery(routes.forgotPassword, { portal: portal === 'exhibitor' ? portal : undefined })} className={styles.forgot} onClick={onLeave}>
          {t('login.forgot')}
        </AppLink>
      </div>
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {portal === 'member' ? <WechatLoginButton redirect={wechatRedirect} /> : null}
      {footer}
    </form>
  );
}
