import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { SaveState } from './use-article-draft';
import styles from './publish.module.scss';

/** "10:42" in the reader's own clock. */
function clock(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/**
 * Where the draft stands, read out politely when it changes: not saved yet,
 * unsaved changes, saving, saved at a time, or why saving failed — after a 401
 * with a link to log in again that comes back to this article, and once it was
 * submitted elsewhere (another tab) with a link to where it stands.
 */
export function SaveStatus({ state, articleId, isNew }: { state: SaveState; articleId: number | null; isNew: boolean }) {
  const { t, i18n } = useTranslation('publish');
  const back = withQuery(routes.publish, { id: articleId ?? undefined });
  let text: string;
  switch (state.kind) {
    case 'idle':
      text = isNew ? t('status.new') : '';
      break;
    case 'dirty':
      text = t('status.unsaved');
      break;
    case 'saving':
      text = t('status.saving');
      break;
    case 'saved':
      text = t('status.saved', { time: clock(state.at, i18n.language) });
      break;
    case 'invalid':
      text = t('status.invalid');
      break;
    case 'failed':
      text = t('status.failed', { message: state.message });
      break;
    case 'expired':
      text = t('status.expired');
      break;
    case 'gone':
      text = state.message || t('status.gone');
      break;
    case 'stale':
      // The alert above says why and offers the latest version.
      text = t('status.stale');
      break;
  }
  const trouble = ['invalid', 'failed', 'expired', 'gone', 'stale'].includes(state.kind);
  return (
    <p className={styles.status} data-state={state.kind} data-trouble={trouble || undefined} role="status" aria-live="polite">
      {text}
      {state.kind === 'gone' && articleId !== null ? (
        <>
          {' '}
          <AppLink href={withQuery(routes.publish, { id: articleId })}>{t('status.goneView')}</AppLink>
        </>
      ) : null}
      {state.kind === 'expired' ? (
        <>
          {' '}
          <AppLink href={withQuery(routes.login, { redirect: back })}>{t('status.relogin')}</AppLink>
        </>
      ) : null}
    </p>
  );
}
