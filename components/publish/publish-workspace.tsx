import { useRouter } from 'next/router';
import { useViewer } from '@/components/providers/viewer-context';
import { routes, withQuery } from '@/lib/routes';
import type { PublishEditorView } from '@/lib/articles/publish-views';
import { ArticleForm } from './article-form';
import { SubmittedArticle } from './submitted-article';

/**
 * The writing side of /publish: the form for a new article or the author's
 * draft (?id=), or — once an article is out of the author's hands, right after
 * submitting it (?submitted=) or when opened later — that article read-only
 * with its state and "写新文章". The form is never left holding an article
 * that was submitted: a submit leads away from it, and "写新文章" to a new one.
 */
export function PublishWorkspace({ editor }: { editor: PublishEditorView }) {
  const router = useRouter();
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (editor.locked) return <SubmittedArticle article={editor.locked} />;
  return (
    <ArticleForm
      // A new version of the article (the form reloaded after a save was refused as stale) makes the form afresh.
      key={editor.article ? `${editor.article.id}:${editor.article.updatedAt}` : 'new'}
      userId={viewer.id}
      editor={editor}
      onSubmitted={(article) => void router.replace(withQuery(routes.publish, { submitted: article.id }), undefined, { scroll: false })}
    />
  );
}
