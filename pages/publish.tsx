import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { MySubmissions } from '@/components/listing/my-submissions';
import { ExhibitorNotice } from '@/components/publish/publish-notices';
import { PublishWorkspace } from '@/components/publish/publish-workspace';
import { useViewer } from '@/components/providers/viewer-context';
import { routes, withQuery } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { loadPublish, type PublishProps } from '@/server/articles/publish-loader';
import { definePage } from '@/server/http/page';
import styles from '@/components/listing/publish-guidelines.module.scss';

/**
 * /publish: a visitor is asked to log in; a logged-in author writes an
 * article in the editor (drafts saved as they write, then submitted for
 * review) and sees their submissions with their review status.
 */
const PublishPage: SitePage<PublishProps> = ({ submissions, editor }) => {
  const { t } = useTranslation('listing');
  const { viewer } = useViewer();
  const rules = t('publish.rules', { returnObjects: true }) as string[];
  return (
    <RoutePage routeKey="publish">
      {/* The writing on the left, the guidelines beside it on wide screens (below it on phones). */}
      <div className={styles.layout}>
        <div className={styles.main}>
          {viewer && submissions ? (
            <div className={styles.sections}>
              {editor ? <PublishWorkspace editor={editor} /> : <ExhibitorNotice />}
              <MySubmissions submissions={submissions} />
            </div>
          ) : (
            <EmptyState
              title={t('publish.title')}
              text={t('publish.text')}
              actions={<ButtonLink href={withQuery(routes.login, { redirect: routes.publish })}>{t('publish.login')}</ButtonLink>}
            />
          )}
        </div>
        <section className={styles.guidelines} aria-labelledby="publish-guidelines">
          <h2 id="publish-guidelines">{t('publish.guidelines')}</h2>
          <ol>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      </div>
    </RoutePage>
  );
};

export default PublishPage;
export const getServerSideProps = definePage<PublishProps>({ namespaces: ['listing', 'publish', 'uploads'], load: loadPublish });
