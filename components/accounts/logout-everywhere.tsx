import { FormAlert } from '@/components/forms/form-field';
import { useLogOut } from '@/components/common/use-log-out';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './account.module.scss';

/** Ends every session of the account, this one included, after a confirmation; then home as a visitor. */
export function LogoutEverywhere() {
  const { t } = useTranslation('account');
  const { busy, failed, logOut } = useLogOut('everywhere', routes.home);

  async function logOutEverywhere() {
    if (busy || !window.confirm(t('page.everywhereConfirm'))) return;
    await logOut();
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
