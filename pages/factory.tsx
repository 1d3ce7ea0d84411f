import { AudiencePage } from '@/components/audience/audience-page';
import { AudienceCompanies } from '@/components/companies/audience-companies';
import type { SitePage } from '@/pages/_app';
import { loadAudienceCompanies, type AudienceCompaniesProps } from '@/server/companies/audience-loader';
import { definePage } from '@/server/http/page';

const FactoryPage: SitePage<AudienceCompaniesProps> = ({ companies }) => <AudiencePage audience="factory" after={<AudienceCompanies kind="factory" companies={companies} />} />;

export default FactoryPage;
export const getServerSideProps = definePage<AudienceCompaniesProps>({ namespaces: ['audience', 'companies'], load: loadAudienceCompanies('factory') });
