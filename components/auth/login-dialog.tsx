import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { AppLink } from '@/components/common/app-link';
import { useViewer } from '@/components/providers/viewer-context';
import type { Viewer } from '@/lib/guards';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { LoginForm } from './login-form';
import styles from './login-dialog.module.scss';

/**
 * The header's login dialog: a native modal <dialog> (focus trap, Esc to
 * close) holding the member login form. After logging in the page's data is
 * fetched again without a full reload, so what only members see (the body of
 * a members-only article) appears in place.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  const page = usePageRefresh();
  const { setViewer } = useViewer();

  const loggedIn = async (viewer: Viewer) => {
    setViewer(viewer);
    onClose();
    await page.refresh();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="login-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id="login-dialog-title">{t('login.dialogTitle')}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('login.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <LoginForm
            portal="member"
            headingId="login-dialog-title"
            onSuccess={loggedIn}
            onLeave={onClose}
            wechatRedirect={`${localePrefix(toLocale(router.locale))}${router.asPath}`}
            footer={
              <div className={styles.links}>
                <p>
                  {t('login.noAccount')}{' '}
                  <AppLink href={withQuery(routes.login, { tab: 'signup', redirect: router.asPath })} onClick={onClose}>
                    {t('login.signupLink')}
                  </AppLink>
                </p>
                <p>
                  <AppLink href={routes.exhibitorLogin} onClick={onClose}>
                    {t('login.toExhibitor')}
                  </AppLink>
                </p>
              </div>
            }
          />
        </div>
      ) : null}
    </dialog>
  );
}
