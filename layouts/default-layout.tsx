import { Activity, useState, type ComponentType, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { supportsModalDialog } from '@/lib/modal-dialog';
import { navigate } from '@/lib/navigate';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { BackToTop } from '@/components/layout/back-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LoginPromptProvider } from '@/components/providers/viewer-context';
import styles from './default-layout.module.scss';

type LoginDialogType = ComponentType<{ open: boolean; onClose: () => void }>;

/** The site chrome: header with navigation and login dialog (the login page where a browser has no modal dialog), main content, footer, back-to-top. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [loginOpen, setLoginOpen] = useState(false);
  // The dialog's code loads when it is first opened, not with every page.
  const [LoginDialog, setLoginDialog] = useState<LoginDialogType | null>(null);

  const openLogin = () => {
    // A browser without a modal dialog logs in on /login, and comes back here.
    if (!supportsModalDialog()) {
      void navigate(router, withQuery(routes.login, { redirect: router.asPath }));
      return;
    }
    setLoginOpen(true);
    if (!LoginDialog) {
      void import('@/components/auth/login-dialog').then((m) => setLoginDialog(() => m.LoginDialog));
    }
  };

  return (
    <LoginPromptProvider value={openLogin}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Activity>
        <SiteHeader onLogin={openLogin} />
      </Activity>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Activity>
        <SiteFooter />
      </Activity>
      <BackToTop />
      {LoginDialog ? <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} /> : null}
    </LoginPromptProvider>
  );
}
