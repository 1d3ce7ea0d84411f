import { useEffect, useState, type RefObject } from 'react';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/use-translation';
import styles from './feedback-form.module.scss';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "copied" stays beside the button. */
const SAY_FOR_MS = 3000;

/**
 * Copies a text to the clipboard and says so beside the button (a polite
 * status), with the site's copyText: where the clipboard is closed (an old
 * browser, a page not served over HTTPS) the text is selected instead.
 */
export function FeedbackCopyButton({ value, target }: { value: string; target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('contact');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), SAY_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    // Not copied: the number is left selected (when it could be), and the status says to copy it by hand.
    setState((await copyText(value, target.current)) === 'copied' ? 'copied' : 'failed');
  }

  return (
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} onClick={() => void copy()}>
        {t('receipt.copy')}
      </button>
      <span role="status" className={styles.copyStatus} data-failed={state === 'failed' || undefined}>
        {state === 'copied' ? t('receipt.copied') : state === 'failed' ? t('receipt.copyFailed') : ''}
      </span>
    </span>
  );
}
