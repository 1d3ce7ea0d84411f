import { useRouter } from 'next/router';
import { useViewer } from '@/components/providers/viewer-context';
import { routes, withQuery } from '@/lib/routes';
import type { SubmissionView } from '@/lib/views/account-views';
import type { PublishEditorView } from '@/lib/views/publish-views';
import { ArticleForm } from './article-form';
import { LockedNotice, SubmittedNotice } from './publish-notices';

/**
 * The writing side of /publish: the form for a new article or the author's
 * draft (?id=), a notice for their article that can no longer be changed, and
 * after a submit (?submitted=) what became of it, above a fresh form.
 */
export function PublishWorkspace({ editor, submissions }: { editor: PublishEditorView; submissions: SubmissionView[] }) {
  const router = useRouter();
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (editor.locked) return <LockedNotice locked={editor.locked} />;
  const submittedId = typeof router.query.submitted === 'string' ? Number(router.query.submitted) : NaN;
  const submitted = submissions.find((item) => item.id === submittedId && (item.status === 'pending' || item.status === 'published'));
  return (
    <>
      {submitted ? <SubmittedNotice submission={submitted} /> : null}
      <ArticleForm
        // A new version of the article (the form reloaded after a save was refused as stale) makes the form afresh.
        key={editor.article ? `${editor.article.id}:${editor.article.updatedAt}` : 'new'}
        userId={viewer.id}
        editor={editor}
        onSubmitted={(article) => void router.replace(withQuery(routes.publish, { submitted: article.id }))}
      />
    </>
  );
}
