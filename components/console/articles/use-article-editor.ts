import { useRouter } from 'next/router';
import { useRef, useState, type FocusEvent } from 'react';
import { inputOf, patched, valuesOf } from '@/lib/articles/draft-values';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useLeaveWarning } from '@/components/forms/use-leave-warning';
import { isStaleSave, readApiError } from '@/lib/api-error';
import type { DraftValues } from '@/lib/articles/draft-store';
import type { ArticleChannel } from '@/lib/articles/rules';
import { routes, withQuery } from '@/lib/routes';
import { scheduleProblem } from '@/lib/articles/staff-schema';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleView } from '@/lib/articles/staff-views';
import { loadAdminArticleClient, type AdminArticleClient } from './load-admin-article-client';

/** The three ways to save: the fields only (the article keeps its state), published now, or scheduled for `at`. */
export type EditorAction = 'save' | 'now' | 'schedule';

export interface EditorNotice {
  tone: 'success' | 'error';
  text: string;
  /** The article's page, once readers can open it. */
  link?: string;
}

/** The messages of the schedule field: the shared schema's (missing, malformed), then whether the time is still to come. */
function scheduleErrors(client: AdminArticleClient, at: string, now: Date): FieldErrors {
  const invalid = client.validate(client.schemas.publish, { mode: 'schedule', at });
  if (invalid?.at) return { at: invalid.at };
  const problem = scheduleProblem(at, now);
  return problem ? { at: [problem] } : {};
}

/**
 * The console's article editor: the fields (read as they change, the body from
 * the editor), the time to schedule for, and the three ways to save — each
 * checked with the API's own schemas first (the first field in error takes
 * the focus, nothing is sent), then saved (a new article gets its id and its
 * address), then published or scheduled. One request at a time; leaving with
 * unsaved changes asks first. Every save and publication carries the version
 * (`updatedAt`) the editor has: when someone else saved the article since, the
 * form keeps everything typed and says so (`stale`), and `reload` starts it
 * again from the latest saved version (`generation` remakes the fields).
 */
export function useArticleEditor({
  article,
  channels,
  focusFirstInvalid,
}: {
  article: AdminArticleView | null;
  channels: readonly ArticleChannel[];
  /** Moves the focus to the form's first field in error (once React has drawn the errors). */
  focusFirstInvalid: () => void;
}) {
  const { t, i18n } = useTranslation('admin-articles');
  const router = useRouter();
  const defaultChannel = channels.includes('news') ? 'news' : channels[0]!;
  const [initial, setInitial] = useState(() => valuesOf(article, defaultChannel));
  const [values, setValues] = useState(initial);
  const [generation, setGeneration] = useState(0);
  const [stale, setStale] = useState<string | null>(null);
  const [current, setCurrent] = useState(article);
  const [at, setAt] = useState(article?.state === 'scheduled' ? article.publishedInput : '');
  const fieldErrors = useFieldErrors();
  const { errors, setErrors } = fieldErrors;
  // The action the errors were last checked for: a change is checked again against its rules.
  const lastAction = useRef<EditorAction>('save');
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [dirty, setDirty] = useState(false);
  const tracked = useRef({ values: initial, current: article, changes: 0, saved: 0, busy: false, uploading: 0 });
  useLeaveWarning(dirty);

  /** A change of the form; `byAuthor` false for the editor's own normalising of what it was given. */
  function change(patch: Partial<DraftValues>, byAuthor = true) {
    const now = tracked.current;
    const next = patched(now.values, patch);
    if (!next) return;
    now.values = next;
    setValues(next);
    if (!byAuthor) return;
    now.changes += 1;
    setDirty(true);
    fieldErrors.recheck(Object.keys(patch), async () => clientSideErrors(await loadAdminArticleClient(), lastAction.current, at));
  }

  /** The form's onBlur: a field left wrong after a save says so. */
  function blurred(event: FocusEvent<HTMLFormElement>) {
    fieldErrors.blurred(event, async () => clientSideErrors(await loadAdminArticleClient(), lastAction.current));
  }

  /** The publication time typed for scheduling. */
  function changeAt(value: string) {
    setAt(value);
    fieldErrors.recheck(['at'], async () => clientSideErrors(await loadAdminArticleClient(), lastAction.current, value));
  }

  function setUploading(count: number) {
    tracked.current.uploading = count;
  }

  function clientSideErrors(client: AdminArticleClient, action: EditorAction, scheduledAt = at): FieldErrors | null {
    const input = inputOf(tracked.current.values);
    const fields = {
      ...(client.validate(action === 'save' ? client.schemas.draft : client.schemas.submit, input) ?? {}),
      ...(action === 'schedule' ? scheduleErrors(client, scheduledAt, new Date()) : {}),
    };
    return Object.keys(fields).length > 0 ? fields : null;
  }

  /** Saves the fields; a new article gets its address (?id=) without the page being loaded again. */
  async function persist(client: AdminArticleClient): Promise<AdminArticleView> {
    const now = tracked.current;
    const sent = now.changes;
    const input = inputOf(now.values);
    const saved = await client.saveAdminArticle(now.current?.id ?? null, now.current ? { ...input, version: now.current.updatedAt } : input, i18n.language);
    if (!now.current) void router.replace(withQuery(routes.adminArticleEdit, { id: saved.id }), undefined, { shallow: true, scroll: false });
    now.current = saved;
    now.saved = sent;
    setCurrent(saved);
    setDirty(now.changes !== sent);
    return saved;
  }

  function success(action: EditorAction, article: AdminArticleView): EditorNotice {
    const title = article.title || t('list.untitled');
    if (action === 'now') return { tone: 'success', text: t('edit.done.published', { title }), link: article.publicPath ?? undefined };
    if (action === 'schedule') return { tone: 'success', text: t('edit.done.scheduled', { title, time: article.publishedLabel }) };
    return { tone: 'success', text: t('edit.done.saved', { time: article.updatedLabel }) };
  }

  async function run(action: EditorAction) {
    const now = tracked.current;
    if (now.busy) return;
    setNotice(null);
    if (now.uploading > 0) {
      setNotice({ tone: 'error', text: t('edit.uploadsPending') });
      return;
    }
    now.busy = true;
    setBusy(action);
    try {
      const client = await loadAdminArticleClient();
      lastAction.current = action;
      const invalid = clientSideErrors(client, action);
      setErrors(invalid ?? {});
      if (invalid) {
        focusFirstInvalid();
        return;
      }
      let article = now.current;
      if (!article || action === 'save' || now.changes !== now.saved) article = await persist(client);
      if (action !== 'save') {
        const version = article.updatedAt;
        article = await client.publishAdminArticle(article.id, action === 'now' ? { mode: 'now', version } : { mode: 'schedule', at, version }, i18n.language);
        now.current = article;
        setCurrent(article);
        if (action === 'now') setAt('');
      }
      setNotice(success(action, article));
    } catch (error) {
      const info = readApiError(error, t('edit.network'));
      if (isStaleSave(info)) {
        setStale(info.message);
        return;
      }
      setErrors(info.fields);
      if (Object.keys(info.fields).length > 0) focusFirstInvalid();
      setNotice({ tone: 'error', text: info.message });
    } finally {
      now.busy = false;
      setBusy(null);
    }
  }

  /** Replaces the form with the article as it is saved now: what was typed here is dropped. */
  async function reload() {
    const now = tracked.current;
    if (!now.current || now.busy) return;
    const client = await loadAdminArticleClient();
    const latest = await client.loadAdminArticle(now.current.id, i18n.language);
    const next = valuesOf(latest, defaultChannel);
    tracked.current = { values: next, current: latest, changes: 0, saved: 0, busy: false, uploading: 0 };
    setInitial(next);
    setValues(next);
    setCurrent(latest);
    setAt(latest.state === 'scheduled' ? latest.publishedInput : '');
    fieldErrors.clear();
    setNotice(null);
    setDirty(false);
    setStale(null);
    setGeneration((count) => count + 1);
  }

  return { values, startBody: initial.body, generation, current, at, setAt: changeAt, blurred, errors, busy, notice, stale, dirty, change, setUploading, run, reload };
}
