import { useEffect, useEffectEvent } from 'react';
import { DRAFT_IDLE_SAVE_MS, DRAFT_INTERVAL_SAVE_MS } from '@/lib/articles/rules';

/**
 * Saves by itself (an article being written, a sourcing request's draft): 3 s after the author stops typing (each change restarts
 * the wait), and every 30 s while there are unsaved changes (so that steady
 * typing is saved too). Paused after a 401 or once submitted.
 */
export function useAutosave({ changes, unsaved, paused, save }: { changes: number; unsaved: boolean; paused: boolean; save: () => void }) {
  const onTime = useEffectEvent(() => save());

  useEffect(() => {
    if (changes === 0 || paused) return;
    const timer = setTimeout(() => onTime(), DRAFT_IDLE_SAVE_MS);
    return () => clearTimeout(timer);
  }, [changes, paused]);

  useEffect(() => {
    if (!unsaved || paused) return;
    const timer = setInterval(() => onTime(), DRAFT_INTERVAL_SAVE_MS);
    return () => clearInterval(timer);
  }, [unsaved, paused]);
}
