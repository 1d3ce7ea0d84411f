import { AudiencePage } from '@/components/audience/audience-page';
import { AudienceCompanies } from '@/components/companies/audience-companies';
import type { SitePage } from '@/pages/_app';
import { loadAudienceCompanies, type AudienceCompaniesProps } from '@/server/companies/audience-loader';
import { definePage } from '@/server/http/page';

const ProviderPage: SitePage<AudienceCompaniesProps> = ({ companies }) => <AudiencePage audience="provider" after={<AudienceCompanies kind="provider" companies={companies} />} />;

export default ProviderPage;
export const getServerSideProps = definePage<AudienceCompaniesProps>({ namespaces: ['audience', 'companies'], load: loadAudienceCompanies('provider') });
