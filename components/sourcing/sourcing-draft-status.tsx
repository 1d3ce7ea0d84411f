import { chinaDateTimeOf } from '@/lib/china-datetime';
import { useTranslation } from '@/lib/use-translation';
import type { DraftState } from './use-sourcing-draft';
import styles from './sourcing.module.scss';

/** The status line's words for each state ('' when there is nothing to say). */
function draftText(state: DraftState, t: (key: string, values?: Record<string, string>) => string): string {
  if (state.kind === 'idle') return '';
  if (state.kind === 'saved') return t('draft.saved', { time: chinaDateTimeOf(new Date(state.at)).slice(11) });
  if (state.kind === 'failed') return t('draft.failed', { message: state.message });
  if (state.kind === 'stale') return t('draft.stale', { message: state.message });
  return t(`draft.${state.kind}`);
}

/** Where the draft stands (saving, saved at a time in China time, or why not), read out politely as it changes. */
export function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useTranslation('sourcing');
  const trouble = state.kind === 'failed' || state.kind === 'expired' || state.kind === 'gone' || state.kind === 'stale';
  return (
    <p className={styles.draftStatus} data-state={state.kind} data-trouble={trouble || undefined} role="status" aria-live="polite">
      {draftText(state, t)}
    </p>
  );
}
