import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { loadAuthClient } from '@/lib/load-auth-client';
import { useViewer } from '@/components/providers/viewer-context';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './account.module.scss';

/** Ends every session of the account, this one included, after a confirmation; then home as a visitor. */
export function LogoutEverywhere() {
  const { t, i18n } = useTranslation('account');
  const router = useRouter();
  const { setViewer } = useViewer();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function logOutEverywhere() {
    if (busy || !window.confirm(t('page.everywhereConfirm'))) return;
    setBusy(true);
    setFailed(false);
    try {
      const client = await loadAuthClient();
      await client.logOutEverywhere(i18n.language);
      setViewer(null);
      await router.replace(routes.home);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      {failed ? <FormAlert>{t('page.failed')}</FormAlert> : null}
      <button type="button" className={styles.danger} onClick={() => void logOutEverywhere()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('page.everywhereBusy') : t('page.everywhereButton')}
      </button>
    </>
  );
}
