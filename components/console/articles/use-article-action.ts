import { useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleRowView } from '@/lib/articles/staff-views';
import { loadAdminArticleClient } from './load-admin-article-client';

export type ArticleAction = 'unpublish' | 'delete';

/**
 * Taking an article off the site or deleting it from the list: asked first
 * (`ask` opens the question, `confirm` sends it — once, however often it is
 * pressed), the API's refusal kept to be said in the question.
 */
export function useArticleAction(onDone: (action: ArticleAction, row: AdminArticleRowView) => void) {
  const { t, i18n } = useTranslation('admin-articles');
  const [asking, setAsking] = useState<{ action: ArticleAction; row: AdminArticleRowView } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function ask(action: ArticleAction, row: AdminArticleRowView) {
    setProblem(null);
    setAsking({ action, row });
  }

  function cancel() {
    if (busy) return;
    setAsking(null);
  }

  async function confirm() {
    if (!asking || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadAdminArticleClient();
      // The row's version: what someone saved since the list was opened is not taken off or deleted unseen (409, said in the question).
      if (asking.action === 'delete') await client.deleteAdminArticle(asking.row.id, i18n.language, asking.row.updatedAt);
      else await client.unpublishAdminArticle(asking.row.id, i18n.language, asking.row.updatedAt);
      setAsking(null);
      onDone(asking.action, asking.row);
    } catch (error) {
      setProblem(readApiError(error, t('confirm.network')).message);
    } finally {
      setBusy(false);
    }
  }

  return { asking, busy, problem, ask, cancel, confirm };
}
