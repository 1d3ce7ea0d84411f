import { AppLink } from '@/components/common/app-link';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useOptionalSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import styles from './login-form.module.scss';

export type LoginPortal = 'member' | 'exhibitor';

/**
 * The login form shared by /login, /exhibitor/login and the header's login
 * dialog. Accounts are not connected yet, so the submit button is disabled and
 * says so; the fields, labels and autocomplete hints are final.
 */
export function LoginForm({ portal, headingId }: { portal: LoginPortal; headingId?: string }) {
  const { t } = useTranslation('common');
  const site = useOptionalSite();
  const id = useId();
  const note = `${id}-note`;
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-login`}>{t(`${prefix}.account`)}</label>
        <input
          id={`${id}-login`}
          name="login"
          type="text"
          inputMode={portal === 'member' ? 'email' : 'text'}
          autoComplete="username"
          placeholder={t(`${prefix}.accountPlaceholder`)}
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          required
        />
      </div>
      <label className={styles.remember}>
        <input type="checkbox" name="remember" /> {t('login.remember')}
      </label>
      <button type="submit" className={styles.submit} disabled aria-describedby={note}>
        {t('login.unavailable')}
      </button>
      <p id={note} className={styles.note}>
        {t('login.unavailableNote', { phone: site?.phone ?? '' })}
      </p>
      <p className={styles.switch}>
        {portal === 'member' ? (
          <AppLink href={routes.exhibitorLogin}>{t('login.toExhibitor')}</AppLink>
        ) : (
          <AppLink href={routes.login}>{t('login.toMember')}</AppLink>
        )}
      </p>
    </form>
  );
}
