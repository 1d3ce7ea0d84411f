import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { routes, withQuery } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';
import styles from '@/components/listing/publish-guidelines.module.scss';

/** /publish: members write articles here. Nobody is logged in yet, so the page asks the visitor to log in. */
const PublishPage: SitePage = () => {
  const { t } = useTranslation('listing');
  const rules = t('publish.rules', { returnObjects: true }) as string[];
  return (
    <RoutePage routeKey="publish">
      <EmptyState
        title={t('publish.title')}
        text={t('publish.text')}
        actions={<ButtonLink href={withQuery(routes.login, { redirect: routes.publish })}>{t('publish.login')}</ButtonLink>}
      />
      <section className={styles.guidelines} aria-labelledby="publish-guidelines">
        <h2 id="publish-guidelines">{t('publish.guidelines')}</h2>
        <ol>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </RoutePage>
  );
};

export default PublishPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
