import { AudiencePage } from '@/components/audience/audience-page';
import { AudienceCompanies } from '@/components/companies/audience-companies';
import type { SitePage } from '@/pages/_app';
import { loadAudienceCompanies, type AudienceCompaniesProps } from '@/server/companies/audience-loader';
import { definePage } from '@/server/http/page';

const RetailerPage: SitePage<AudienceCompaniesProps> = ({ companies }) => <AudiencePage audience="retailer" after={<AudienceCompanies kind="retailer" companies={companies} />} />;

export default RetailerPage;
export const getServerSideProps = definePage<AudienceCompaniesProps>({ namespaces: ['audience', 'companies'], load: loadAudienceCompanies('retailer') });
