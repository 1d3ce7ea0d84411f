import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { MySubmissions } from '@/components/listing/my-submissions';
import { useSite } from '@/components/providers/site-context';
import { useViewer } from '@/components/providers/viewer-context';
import { routes, withQuery } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { loadPublish, type PublishProps } from '@/server/loaders/publish';
import { definePage } from '@/server/page';
import styles from '@/components/listing/publish-guidelines.module.scss';

/**
 * /publish: a visitor is asked to log in; a logged-in account sees how to
 * submit an article (by e-mail to the editors) and its own submissions on the
 * site with their review status.
 */
const PublishPage: SitePage<PublishProps> = ({ submissions }) => {
  const { t } = useTranslation('listing');
  const site = useSite();
  const { viewer } = useViewer();
  const rules = t('publish.rules', { returnObjects: true }) as string[];
  const mail = viewer
    ? `mailto:${site.email}?${new URLSearchParams({
        subject: t('publish.member.subject'),
        body: t('publish.member.mailBody', { name: viewer.name, login: viewer.login }),
      })
        .toString()
        .replace(/\+/g, '%20')}`
    : '';
  return (
    <RoutePage routeKey="publish">
      {viewer && submissions ? (
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="submit-title">
            <h2 id="submit-title">{t('publish.member.title')}</h2>
            <p>{t('publish.member.text', { email: site.email })}</p>
            <a className={styles.mailButton} href={mail}>
              {t('publish.member.mail')}
            </a>
          </section>
          <MySubmissions submissions={submissions} />
        </div>
      ) : (
        <EmptyState
          title={t('publish.title')}
          text={t('publish.text')}
          actions={<ButtonLink href={withQuery(routes.login, { redirect: routes.publish })}>{t('publish.login')}</ButtonLink>}
        />
      )}
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
export const getServerSideProps = definePage<PublishProps>({ namespaces: ['listing'], load: loadPublish });
