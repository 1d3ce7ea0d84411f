import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { FormAlert } from '@/components/forms/form-field';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { ArticleFields, changedArticleText } from '@/components/publish/article-fields';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleEditProps } from '@/lib/articles/staff-views';
import { ConsoleShell } from '../console-shell';
import { ConsoleStaleAlert } from '../console-stale-alert';
import { ArticleStatusPanel } from './article-status-panel';
import { ScheduleField } from './schedule-field';
import { useArticleEditor } from './use-article-editor';
import shared from '../console.module.scss';
import publishStyles from '@/components/publish/publish.module.scss';
import styles from './article-editor.module.scss';

/**
 * /admin/articles/edit?id=: the article editor of /publish (title, channel,
 * summary, cover, the rich-text body with its uploads) for any article, and
 * three ways to save it: the fields only (it keeps its state — a published
 * article stays published), published now, or scheduled for a China time.
 * A save refused because someone else saved first keeps the form as typed
 * and offers the latest saved version instead.
 */
export function ArticleEditor({ article, channels }: AdminArticleEditProps) {
  const { t } = useTranslation(['admin-articles', 'publish', 'listing']);
  const hydrated = useHydrated();
  const id = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const editor = useArticleEditor({ article, channels, focusFirstInvalid });
  const { values, errors, busy, current, notice } = editor;
  const state = current?.state ?? 'draft';
  const disabled = !hydrated || busy !== null;
  const noticeBox = useRef<HTMLDivElement>(null);

  // Publishing takes away the button that was pressed: the focus goes to what was done rather than to the page.
  useEffect(() => {
    if (notice && (document.activeElement === null || document.activeElement === document.body)) noticeBox.current?.focus();
  }, [notice]);

  function readFields(event: FormEvent<HTMLFormElement>) {
    const text = changedArticleText(event, values.channel);
    if (text) editor.change(text);
  }

  return (
    <ConsoleShell
      routeKey="adminArticleEdit"
      title={article ? undefined : t('edit.newTitle')}
      lead={t('edit.lead')}
      actions={
        <ButtonLink href={routes.adminArticles} variant="secondary">
          {t('edit.back')}
        </ButtonLink>
      }
    >
      <div className={shared.page}>
        <ArticleStatusPanel article={current} />
        <form
          key={editor.generation}
          ref={formRef}
          className={`${publishStyles.form} ${styles.form}`}
          method="post"
          noValidate
          aria-label={t('edit.formLabel')}
          onChange={readFields}
          onBlur={editor.blurred}
          onSubmit={(event) => {
            event.preventDefault();
            void editor.run('save');
          }}
        >
          <ArticleFields
            id={id}
            values={values}
            channels={channels}
            errors={errors}
            startBody={editor.startBody}
            onChange={editor.change}
            onUploading={editor.setUploading}
          />
          <div ref={noticeBox} tabIndex={-1} className={styles.notice}>
            {editor.stale ? <ConsoleStaleAlert message={editor.stale} onReload={editor.reload} /> : null}
            {notice ? (
              <FormAlert tone={notice.tone}>
                {notice.text}
                {notice.link ? (
                  <>
                    {' '}
                    <AppLink href={notice.link}>{t('edit.view')}</AppLink>
                  </>
                ) : null}
              </FormAlert>
            ) : null}
          </div>
          <div className={styles.save}>
            <p className={styles.unsaved} aria-live="polite">
              {editor.dirty ? t('edit.unsaved') : ''}
            </p>
            <div className={publishStyles.actions}>
              <button type="submit" className={publishStyles.secondary} disabled={disabled} aria-busy={busy === 'save' || undefined}>
                {busy === 'save' ? t('edit.saving') : state === 'draft' ? t('edit.saveDraft') : t('edit.save')}
              </button>
              {state !== 'published' ? (
                <button
                  type="button"
                  className={publishStyles.primary}
                  disabled={disabled}
                  aria-busy={busy === 'now' || undefined}
                  onClick={() => void editor.run('now')}
                >
                  {busy === 'now' ? t('edit.publishing') : t('edit.publishNow')}
                </button>
              ) : null}
            </div>
          </div>
          {state !== 'published' ? (
            <ScheduleField
              id={`${id}-at`}
              value={editor.at}
              errors={errors.at}
              rescheduling={state === 'scheduled'}
              disabled={disabled}
              busy={busy === 'schedule'}
              onChange={editor.setAt}
              onSchedule={() => void editor.run('schedule')}
            />
          ) : null}
        </form>
      </div>
    </ConsoleShell>
  );
}
