import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSavedCompanies } from './use-saved-companies';
import styles from './meetings.module.scss';

/**
 * 收藏展商 / 已收藏: saves an exhibitor to 我的展商 — in the account when logged in, else in this browser (merged
 * into the account after login). A toggle button (aria-pressed) named with the company, for screen readers.
 * Place it on the company's profile and on each card of the show's exhibitor list.
 */
export function SaveExhibitorButton({ companyId, companyName, className }: { companyId: number; companyName: string; className?: string }) {
  const { t } = useTranslation('meetings');
  const { saved, failed, toggle } = useSavedCompanies();
  const [busy, setBusy] = useState(false);
  const pressed = saved?.has(companyId) ?? false;

  async function onClick() {
    if (busy) return;
    setBusy(true);
    await toggle(companyId);
    setBusy(false);
  }

  return (
    <span className={styles.saveWrap}>
      <button
        type="button"
        className={`${styles.save} ${className ?? ''}`}
        aria-pressed={pressed}
        aria-label={t(pressed ? 'save.savedLabel' : 'save.saveLabel', { name: companyName })}
        disabled={saved === null || busy}
        onClick={() => void onClick()}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 17.3 5.8 21l1.6-7L2 9.2l7.2-.6L12 2l2.8 6.6 7.2.6-5.4 4.8 1.6 7z" fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t(pressed ? 'save.saved' : 'save.save')}
      </button>
      {failed ? (
        <span role="alert" className={styles.inlineError}>
          {t('save.failed')}
        </span>
      ) : null}
    </span>
  );
}
