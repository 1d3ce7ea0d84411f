import { AudiencePage } from '@/components/audience/audience-page';
import { AudienceCompanies } from '@/components/companies/audience-companies';
import type { SitePage } from '@/pages/_app';
import { loadAudienceCompanies, type AudienceCompaniesProps } from '@/server/companies/audience-loader';
import { definePage } from '@/server/http/page';

const BrandPage: SitePage<AudienceCompaniesProps> = ({ companies }) => <AudiencePage audience="brand" after={<AudienceCompanies kind="brand" companies={companies} />} />;

export default BrandPage;
export const getServerSideProps = definePage<AudienceCompaniesProps>({ namespaces: ['audience', 'companies'], load: loadAudienceCompanies('brand') });
