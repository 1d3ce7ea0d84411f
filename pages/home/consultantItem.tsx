import Head from 'next/head';
import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

/**
 * One consultant (`?id=`). Consultants arrive with the database (a later issue,
 * which also answers unknown ids with 404); until then every link shows this
 * empty state with a way back, kept out of search results.
 */
const ConsultantPage: SitePage = () => {
  const { t } = useTranslation(['home', 'common']);
  return (
    <RoutePage routeKey="consultant" parents={[{ label: t('common:routes.partners.title'), href: routes.partners }]}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <EmptyState
        title={t('consultant.missing')}
        text={t('consultant.missingText')}
        actions={<ButtonLink href={routes.partners}>{t('consultant.back')}</ButtonLink>}
      />
    </RoutePage>
  );
};

export default ConsultantPage;
export const getServerSideProps = definePage({ namespaces: ['home'] });
