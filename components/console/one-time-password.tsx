import { useRef, useState } from 'react';
import { useOptionalSite } from '@/components/providers/site-context';
import { copyText, type CopyOutcome } from '@/lib/copy-text';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import dialogStyles from './console-dialog.module.scss';
import styles from './admin-accounts.module.scss';

/**
 * The password the server made for an exhibitor account (opened or reset),
 * shown this once: the login and the password, a copy button (where the
 * clipboard is closed the password is selected for copying by hand), and how
 * to hand it over. The page forgets it when "done" is pressed; it was never
 * stored anywhere in clear.
 */
export function OneTimePassword({
  login,
  password,
  company,
  onDone,
}: {
  login: string;
  password: string;
  company: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('admin-accounts');
  const shown = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);
  const site = useOptionalSite();
  const loginPath = `${localePrefix(i18n.language)}${routes.exhibitorLogin}`;
  const loginPage = site ? new URL(loginPath, site.url).toString() : loginPath;

  return (
    <div className={styles.reveal}>
      <p className={styles.note}>{t('reveal.lead', { company })}</p>
      <dl className={styles.secret}>
        <div>
          <dt>{t('reveal.login')}</dt>
          <dd>
            <code>{login}</code>
          </dd>
        </div>
        <div>
          <dt>{t('reveal.password')}</dt>
          <dd>
            <code ref={shown} className={styles.password} data-testid="one-time-password">
              {password}
            </code>
          </dd>
        </div>
      </dl>
      <div className={styles.copyRow}>
        <button type="button" className={dialogStyles.secondary} onClick={async () => setCopied(await copyText(password, shown.current))}>
          {t('reveal.copy')}
        </button>
        <span role="status" className={styles.copyStatus} data-failed={copied === 'failed' || undefined}>
          {copied === 'copied' ? t('reveal.copied') : copied === 'selected' ? t('reveal.selected') : copied === 'failed' ? t('reveal.copyFailed') : ''}
        </span>
      </div>
      <p className={styles.warning}>{t('reveal.once')}</p>
      <p className={styles.note}>{t('reveal.handover')}</p>
      <p className={styles.note}>
        {t('reveal.loginAt')}
        <code>{loginPage}</code>
      </p>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.primary} onClick={onDone}>
          {t('reveal.done')}
        </button>
      </div>
    </div>
  );
}
