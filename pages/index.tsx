import { Seo } from '@/components/common/seo';
import { useTranslation } from 'react-i18next';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const HomePage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <>
      <Seo title={t('routes.home.title')} description={t('routes.home.description')} path="/" home />
      <h1>{t('routes.home.title')}</h1>
    </>
  );
};
export default HomePage;
export const getServerSideProps = definePage();
