import { useId, useState } from 'react';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { AppLink } from '@/components/common/app-link';
import { loadAuthClient } from '@/lib/auth/load-client';
import { useViewer } from '@/components/providers/viewer-context';
import type { Viewer } from '@/lib/guards';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './account-menu.module.scss';

/** The links of the account menu for each kind of account: its centre or console first, then its pages. */
function linksOf(viewer: Viewer): { key: string; href: string }[] {
  if (viewer.kind === 'exhibitor') {
    return [
      { key: 'exhibitorCentre', href: routes.exhibitor },
      { key: 'myAccount', href: routes.account },
    ];
  }
  const links = [
    { key: 'mySubmissions', href: `${routes.publish}#mine` },
    { key: 'myAccount', href: routes.account },
  ];
  return viewer.kind === 'member' ? links : [{ key: 'console', href: routes.admin }, ...links];
}

/**
 * The header's account menu, in place of the login button once logged in: the
 * account's name opens a list of its pages and "log out". A disclosure (a
 * button and a list of links), closed by Esc, by leaving it and by choosing.
 */
export function AccountMenu({ viewer, onNavigate }: { viewer: Viewer; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('common');
  const page = usePageRefresh();
  const { setViewer } = useViewer();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const displayName = viewer.name || viewer.login;

  async function logOut() {
    setBusy(true);
    setFailed(false);
    try {
      const client = await loadAuthClient();
      await client.logOut(i18n.language);
      setOpen(false);
      setViewer(null);
      onNavigate();
      // The page's data again, as a visitor: a page for accounts only sends the visitor to its login page.
      await page.refresh();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.menuLabel', { name: displayName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {Array.from(displayName)[0]?.toUpperCase()}
        </span>
        <span className={styles.name}>{displayName}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={`${styles.list} ${open ? styles.open : ''}`}>
        {linksOf(viewer).map((link) => (
          <li key={link.key}>
            <AppLink
              href={link.href}
              className={styles.item}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {t(`account.${link.key}`)}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={() => void logOut()} disabled={busy}>
            {busy ? t('account.loggingOut') : t('account.logout')}
          </button>
        </li>
        {failed ? (
          <li role="alert" className={styles.error}>
            {t('account.logoutFailed')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
