import { useRef, useState } from 'react';
import { useAutosave } from '@/components/forms/use-autosave';
import { isStaleSave, readApiError } from '@/lib/api-error';
import type { SourcingDraftInput } from '@/lib/sourcing/schema';
import type { SourcingDraftView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from './load-sourcing-client';

/** Where the draft stands with the server, as the status line says it. */
export type DraftState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'failed'; message: string }
  /** 401: the session ended; nothing more is saved until the member logs in again. */
  | { kind: 'expired' }
  /** 404: submitted or deleted meanwhile (another tab). */
  | { kind: 'gone' }
  /** 409 on the version: saved in another tab since; nothing more is saved until the page is reloaded. */
  | { kind: 'stale'; message: string };

interface Tracked {
  id: number | null;
  version: string | null;
  changes: number;
  dirty: boolean;
  saving: Promise<boolean> | null;
  closed: boolean;
}

/**
 * The draft of /sourcing/new: saved by itself as the member types (the articles' rhythm: components/forms/
 * use-autosave.ts), one save at a time, each at the version the last one answered; the first save makes the
 * draft. `read` gives the form's fields as they are now. Submitting asks for `current()` after `settle()`; once
 * the request is made, `close()` stops the saving.
 */
export function useSourcingDraft(draft: SourcingDraftView | null, read: () => SourcingDraftInput | null) {
  const { t, i18n } = useTranslation('sourcing');
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const [changes, setChanges] = useState(0);
  const [draftId, setDraftId] = useState(draft?.id ?? null);
  // Submitted, deleted or gone: nothing more is saved from this form.
  const [closed, setClosed] = useState(false);
  const tracked = useRef<Tracked>({ id: draft?.id ?? null, version: draft?.version ?? null, changes: 0, dirty: false, saving: null, closed: false });

  function changed() {
    const now = tracked.current;
    if (now.closed) return;
    now.dirty = true;
    now.changes += 1;
    setChanges(now.changes);
    setState((current) => (['expired', 'gone', 'stale', 'saving'].includes(current.kind) ? current : { kind: 'dirty' }));
  }

  async function persist(): Promise<boolean> {
    const now = tracked.current;
    if (now.closed || !now.dirty) return true;
    const input = read();
    if (!input) return false;
    const sentChanges = now.changes;
    setState({ kind: 'saving' });
    try {
      const client = await loadSourcingClient();
      const saved = await client.saveDraft(now.id, now.id === null ? input : { ...input, version: now.version ?? '' }, i18n.language);
      now.id = saved.id;
      now.version = saved.version;
      setDraftId(saved.id);
      now.dirty = now.changes !== sentChanges;
      setState(now.dirty ? { kind: 'dirty' } : { kind: 'saved', at: Date.now() });
      return true;
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
      if (info.status === 401) setState({ kind: 'expired' });
      else if (isStaleSave(info)) setState({ kind: 'stale', message: info.message });
      else if (info.status === 404) {
        now.closed = true;
        setClosed(true);
        setState({ kind: 'gone' });
      } else {
        // A field out of its limits (a quantity of 0, a day that is none): say which, as the field's message says it.
        const detail = Object.values(info.fields)
          .flat()
          .map((message) => t(message))
          .join(' ');
        setState({ kind: 'failed', message: detail || info.message });
      }
      return false;
    }
  }

  /** Saves what is there now; a save asked for meanwhile follows the one on its way. */
  function save(): Promise<boolean> {
    const now = tracked.current;
    const run = (now.saving ?? Promise.resolve(true)).catch(() => true).then(persist);
    now.saving = run;
    void run.finally(() => {
      if (now.saving === run) now.saving = null;
    });
    return run;
  }

  const paused = closed || ['expired', 'gone', 'stale'].includes(state.kind);
  useAutosave({ changes, unsaved: state.kind === 'dirty' || state.kind === 'failed', paused, save: () => void save() });

  return {
    state,
    draftId,
    changed,
    /**
     * Stops saving while the request is being made (a draft saved meanwhile would outlive it), waits for a save on
     * its way, and gives the draft the request is to be made of (null: none saved yet). `reopen` if it failed.
     */
    async settle(): Promise<{ id: number; version: string } | null> {
      tracked.current.closed = true;
      await tracked.current.saving?.catch(() => undefined);
      const { id, version } = tracked.current;
      return id !== null && version !== null ? { id, version } : null;
    },
    /** The request was not made (refused, or no answer): saving goes on. */
    reopen() {
      tracked.current.closed = false;
    },
    /** The request was made: nothing more is saved from this form. */
    close() {
      tracked.current.closed = true;
      tracked.current.dirty = false;
      setClosed(true);
      setState({ kind: 'idle' });
    },
    /** Deletes the draft (the page then starts a new form). */
    async discard(): Promise<void> {
      const now = tracked.current;
      now.closed = true;
      setClosed(true);
      await now.saving?.catch(() => undefined);
      if (now.id !== null) {
        const client = await loadSourcingClient();
        await client.discardDraft(now.id, i18n.language);
      }
    },
  };
}
