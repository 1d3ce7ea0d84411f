import { useRef, useState, type FocusEvent } from 'react';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { isStaleSave, readApiError, type ApiErrorInfo } from '@/lib/api-error';
import { browserStorage, draftKey, localCopyIsNewer, readLocalDraft, removeLocalDraft, writeLocalDraft, type DraftValues, type LocalDraft } from '@/lib/articles/draft-store';
import type { ArticleChannel } from '@/lib/articles/rules';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import type { AuthoringArticleView } from '@/lib/articles/publish-views';
import { inputOf, patched, valuesOf } from '@/lib/articles/draft-values';
import { loadArticleClient, type ArticleClient } from './load-article-client';

/** Where the article stands with the server, as the status line says it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  /** 401: the session ended; the text is kept on this device. */
  | { kind: 'expired' }
  /** 404/409: submitted or gone meanwhile (another tab); nothing more is saved. */
  | { kind: 'gone'; message: string }
  /** 409 on the version: saved elsewhere (another tab, an editor) since this form's version; nothing more is saved until it is reloaded. */
  | { kind: 'stale'; message: string };

/** States in which the server does not have everything typed. */
export function isUnsaved(state: SaveState): boolean {
  return !['idle', 'saved', 'gone'].includes(state.kind);
}

interface Options {
  userId: number;
  article: AuthoringArticleView | null;
  defaultChannel: ArticleChannel;
  /** The first save gave a new article its id. */
  onCreated: (id: number) => void;
  onSubmitted: (article: AuthoringArticleView) => void;
}

interface Tracked {
  values: DraftValues;
  id: number | null;
  server: { values: DraftValues; updatedAt: string } | null;
  /** Changes made by the author so far, and whether some are not on the server yet. */
  changes: number;
  dirty: boolean;
  saving: Promise<unknown> | null;
  /** Submitted: nothing more is saved from this form. */
  closed: boolean;
}

/**
 * An article being written: its values, a copy in localStorage written on
 * every change (and removed once the server has it all), saving (one request
 * at a time; a 401 keeps everything on this device), submitting, and the
 * offer to restore a local copy newer than the server's version. Every save
 * and the submit carry the version the form has; when the article was saved
 * elsewhere since (another tab, an editor), the form keeps everything and
 * stops saving (`stale`) until it is reloaded.
 */
export function useArticleDraft({ userId, article, defaultChannel, onCreated, onSubmitted }: Options) {
  const { t, i18n } = useTranslation('publish');
  const [initial] = useState(() => valuesOf(article, defaultChannel));
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const fieldErrors = useFieldErrors();
  const { errors, setErrors } = fieldErrors;
  // The rules the errors were last checked by (saving a draft asks less than submitting): a change is checked again by them.
  const lastRules = useRef<'draft' | 'submit'>('draft');
  const [changes, setChanges] = useState(0);
  const [generation, setGeneration] = useState(0);
  /** The body the editor starts from: the server's, or a restored copy's. */
  const [startBody, setStartBody] = useState(initial.body);
  const [articleId, setArticleId] = useState(article?.id ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Read in the browser only (null on the server); shown once the page is interactive.
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const local = readLocalDraft(browserStorage(), draftKey(userId, article?.id ?? null));
    return localCopyIsNewer(local, article ? { values: initial, updatedAt: article.updatedAt } : null) ? local : null;
  });
  const tracked = useRef<Tracked>({
    values: initial,
    id: article?.id ?? null,
    server: article ? { values: initial, updatedAt: article.updatedAt } : null,
    changes: 0,
    dirty: false,
    saving: null,
    closed: false,
  });

  function keep(next: DraftValues, baseUpdatedAt: string | null) {
    writeLocalDraft(browserStorage(), draftKey(userId, tracked.current.id), { values: next, savedAt: Date.now(), baseUpdatedAt });
  }

  /** A change of the form; `byAuthor` false for the editor's own normalising of what it was given. */
  function change(patch: Partial<DraftValues>, byAuthor = true) {
    const now = tracked.current;
    const next = patched(now.values, patch);
    if (!next) return;
    now.values = next;
    setValues(next);
    if (!byAuthor) {
      if (!now.dirty && now.server) now.server = { ...now.server, values: next };
      return;
    }
    now.dirty = true;
    now.changes += 1;
    setChanges(now.changes);
    fieldErrors.recheck(Object.keys(patch), verdict);
    keep(next, now.server?.updatedAt ?? null);
    setState((current) => (['expired', 'gone', 'saving'].includes(current.kind) ? current : { kind: 'dirty' }));
  }

  /** The rules' verdict on the form as it is now. */
  async function verdict() {
    const client = await loadArticleClient();
    return client.validate(client.schemas[lastRules.current], inputOf(tracked.current.values));
  }

  /** The form's onBlur: a field left wrong after a submit says so. */
  function blurred(event: FocusEvent<HTMLFormElement>) {
    fieldErrors.blurred(event, verdict);
  }

  /** The API client, or null (said in the status line) when its chunk cannot load (offline). */
  async function loadClient(): Promise<ArticleClient | null> {
    try {
      return await loadArticleClient();
    } catch {
      setState({ kind: 'failed', message: t('status.network') });
      return null;
    }
  }

  function failed(info: ApiErrorInfo): void {
    if (info.status === 401) setState({ kind: 'expired' });
    else if (isStaleSave(info)) setState({ kind: 'stale', message: info.message });
    else if (info.status === 404 || info.status === 409) setState({ kind: 'gone', message: info.message });
    else if (info.code === 'validation_failed') {
      setErrors(info.fields);
      setState({ kind: 'invalid' });
    } else setState({ kind: 'failed', message: info.message });
  }

  async function persist(): Promise<boolean> {
    const now = tracked.current;
    if (now.closed || (now.id !== null && !now.dirty)) return now.id !== null;
    const client = await loadClient();
    if (!client) return false;
    const input = inputOf(now.values);
    const invalid = client.validate(client.schemas.draft, input);
    lastRules.current = 'draft';
    if (invalid) {
      setErrors(invalid);
      setState({ kind: 'invalid' });
      return false;
    }
    const sent = { values: now.values, changes: now.changes };
    setState({ kind: 'saving' });
    try {
      // An article on the server is saved at the version this form has: one saved elsewhere since is not overwritten.
      const saved = await client.saveArticle(now.id, now.id !== null && now.server ? { ...input, version: now.server.updatedAt } : input, i18n.language);
      if (now.id === null) {
        removeLocalDraft(browserStorage(), draftKey(userId, null));
        now.id = saved.id;
        setArticleId(saved.id);
        onCreated(saved.id);
      }
      now.server = { values: sent.values, updatedAt: saved.updatedAt };
      now.dirty = now.changes !== sent.changes;
      if (now.dirty) keep(now.values, saved.updatedAt);
      else removeLocalDraft(browserStorage(), draftKey(userId, saved.id));
      fieldErrors.clear();
      setState(now.dirty ? { kind: 'dirty' } : { kind: 'saved', at: Date.now() });
      return true;
    } catch (error) {
      failed(readApiError(error, t('status.network')));
      return false;
    }
  }

  /** Saves what is there now; one request at a time (a save asked for meanwhile follows the one on its way). */
  function save(): Promise<boolean> {
    const now = tracked.current;
    const run = (now.saving ?? Promise.resolve()).catch(() => undefined).then(persist);
    now.saving = run;
    void run.finally(() => {
      if (now.saving === run) now.saving = null;
    });
    return run;
  }

  /** Checks, saves and submits; resolves to the fields in error (empty when it went, or failed for another reason). */
  async function submit(uploading: number): Promise<FieldErrors> {
    const now = tracked.current;
    setProblem(null);
    if (uploading > 0) {
      setProblem(t('form.uploadsPending'));
      return {};
    }
    const client = await loadClient();
    if (!client) return {};
    const input = inputOf(now.values);
    const invalid = client.validate(client.schemas.submit, input);
    lastRules.current = 'submit';
    if (invalid) {
      setErrors(invalid);
      return invalid;
    }
    setSubmitting(true);
    try {
      if (now.id === null || now.saving) await save();
      if (now.id === null) return {};
      now.closed = true;
      const done = await client.submitArticle(now.id, { ...input, version: now.server?.updatedAt ?? '' }, i18n.language);
      now.dirty = false;
      removeLocalDraft(browserStorage(), draftKey(userId, now.id));
      setState({ kind: 'idle' });
      onSubmitted(done);
      return {};
    } catch (error) {
      const info = readApiError(error, t('status.network'));
      // Submitted or gone meanwhile (another tab): nothing more is saved from this form, and nothing is "unsaved".
      const gone = !isStaleSave(info) && (info.status === 404 || info.status === 409);
      now.closed = gone;
      if (gone) now.dirty = false;
      if (isStaleSave(info)) {
        failed(info);
        return {};
      }
      if (gone || info.status === 401 || Object.keys(info.fields).length > 0) failed(info);
      else setProblem(info.message);
      return info.fields;
    } finally {
      setSubmitting(false);
    }
  }

  /** Puts the local copy back in the form (the fields and the editor are drawn again with it). */
  function restore() {
    if (!offer) return;
    change(offer.values);
    setStartBody(offer.values.body);
    setGeneration((n) => n + 1);
    setOffer(null);
  }

  function dismiss() {
    if (!tracked.current.dirty) removeLocalDraft(browserStorage(), draftKey(userId, tracked.current.id));
    setOffer(null);
  }

  return { values, articleId, startBody, state, errors, changes, generation, submitting, problem, offer, change, blurred, save, submit, restore, dismiss };
}
