import { useId, useState } from 'react';
import { withMinimumDelay } from '@/lib/min-delay';
import styles from './stale-save-alert.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

export interface StaleSaveTexts {
  /** What is kept and what reloading loses. */
  advice: string;
  reload: string;
  reloading: string;
  reloadFailed: string;
}

/**
 * Said when a save was refused because someone else saved the record after
 * the form was opened (a 409 with `fields.version`): the server's message
 * (when, and who as far as it knows), what became of the typed text, and a
 * button that replaces the form with the latest saved version — described by
 * the advice, so that a screen reader says what pressing it loses. The form
 * keeps every value meanwhile. Like every form-level alert it is scrolled into
 * view and focused when it appears (useRevealAlert): it is read out, and the
 * button is the next Tab stop before the form's own buttons.
 */
export function StaleSaveAlert({ message, texts, onReload }: { message: string; texts: StaleSaveTexts; onReload: () => Promise<void> }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const ref = useRevealAlert(message);

  async function reload() {
    if (state === 'busy') return;
    setState('busy');
    try {
      // "重新载入中…" stays at least 200 ms (docs/spec.md §4.2: the minimum loading display), however fast the answer.
      await withMinimumDelay(onReload);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      <p>{message}</p>
      <p id={`${id}-advice`} className={styles.advice}>
        {texts.advice}
      </p>
      {state === 'failed' ? <p>{texts.reloadFailed}</p> : null}
      <button type="button" className={styles.reload} aria-describedby={`${id}-advice`} aria-busy={state === 'busy' || undefined} onClick={() => void reload()}>
        {state === 'busy' ? texts.reloading : texts.reload}
      </button>
    </div>
  );
}
