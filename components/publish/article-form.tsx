import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { FormAlert } from '@/components/forms/form-field';
import { StaleSaveAlert } from '@/components/forms/stale-save-alert';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AuthoringArticleView, PublishEditorView } from '@/lib/articles/publish-views';
import { ArticleFields, changedArticleText } from './article-fields';
import { RestoreNotice } from './restore-notice';
import { SaveStatus } from './save-status';
import { isUnsaved, useArticleDraft } from './use-article-draft';
import { useAutosave } from '@/components/forms/use-autosave';
import { useLeaveWarning } from '@/components/forms/use-leave-warning';
import styles from './publish.module.scss';

/**
 * The article form of /publish: title, column, summary, cover and the body
 * editor. Saved on demand and by itself, kept on this device as it is typed,
 * a local copy newer than the server's offered back; submitted for review (an
 * editor's is published). Text fields are uncontrolled (read from the form on
 * each change), so what is typed before the page is interactive stays. When
 * the article was saved elsewhere since the form's version (another tab, an
 * editor), saving stops, everything typed stays, and "重新载入" reads the page
 * again with the latest version.
 */
export function ArticleForm({ userId, editor, onSubmitted }: { userId: number; editor: PublishEditorView; onSubmitted: (article: AuthoringArticleView) => void }) {
  const { t } = useTranslation(['publish', 'listing', 'common']);
  const router = useRouter();
  const page = usePageRefresh();
  const hydrated = useHydrated();
  const id = useId();
  const { formRef: form, focusFirstInvalid } = useFocusFirstInvalid();
  const [uploading, setUploading] = useState(0);
  const { article, channels, publishesDirectly } = editor;
  const draft = useArticleDraft({
    userId,
    article,
    defaultChannel: channels.includes('hot') ? 'hot' : channels[0]!,
    onCreated: (created) => void router.replace(withQuery(routes.publish, { id: created }), undefined, { shallow: true, scroll: false }),
    onSubmitted,
  });
  const { values, state, errors } = draft;
  const paused = state.kind === 'expired' || state.kind === 'gone' || state.kind === 'stale' || draft.submitting;
  useAutosave({ changes: draft.changes, unsaved: isUnsaved(state), paused, save: () => void draft.save() });
  useLeaveWarning(isUnsaved(state));

  function readFields(event: FormEvent<HTMLFormElement>) {
    const text = changedArticleText(event, values.channel);
    if (text) draft.change(text);
  }

  async function submit() {
    const fields = await draft.submit(uploading);
    if (Object.keys(fields).length > 0) focusFirstInvalid();
  }

  const heading = !article ? t('form.newTitle') : article.status === 'rejected' ? t('form.rejectedTitle') : t('form.editTitle');
  const busy = draft.submitting || state.kind === 'saving';

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className={styles.muted}>{publishesDirectly ? t('form.leadStaff') : t('form.lead')}</p>
      {article?.status === 'rejected' && article.reviewNote ? <FormAlert>{t('form.rejectedNote', { note: article.reviewNote })}</FormAlert> : null}
      {hydrated && draft.offer ? <RestoreNotice offer={draft.offer} onRestore={draft.restore} onDismiss={draft.dismiss} /> : null}
      <form
        ref={form}
        key={draft.generation}
        className={styles.form}
        method="post"
        noValidate
        aria-labelledby={`${id}-heading`}
        onChange={readFields}
        onBlur={draft.blurred}
        onSubmit={(event) => {
          event.preventDefault();
          void draft.save();
        }}
      >
        <ArticleFields
          id={id}
          values={values}
          channels={channels}
          errors={errors}
          startBody={draft.startBody}
          onChange={draft.change}
          onUploading={setUploading}
        />
        {draft.problem ? <FormAlert>{draft.problem}</FormAlert> : null}
        {state.kind === 'stale' ? (
          <StaleSaveAlert
            message={state.message}
            texts={{ advice: t('stale.advice'), reload: t('stale.reload'), reloading: t('stale.reloading'), reloadFailed: t('stale.reloadFailed') }}
            onReload={async () => {
              // The page's data again: the workspace remakes the form from the article's latest version.
              if (!(await page.refresh())) throw new Error('reload failed');
            }}
          />
        ) : null}
        <div className={styles.footer}>
          <SaveStatus state={state} articleId={draft.articleId} isNew={draft.articleId === null} />
          <div className={styles.actions}>
            <button type="submit" className={styles.secondary} disabled={!hydrated || busy}>
              {t('form.save')}
            </button>
            <button type="button" className={styles.primary} disabled={!hydrated || busy} aria-busy={draft.submitting || undefined} onClick={() => void submit()}>
              {draft.submitting
                ? t(publishesDirectly ? 'form.publishing' : 'form.submitting')
                : t(publishesDirectly ? 'form.publish' : 'form.submit')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
