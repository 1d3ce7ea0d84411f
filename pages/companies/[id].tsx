import { CompanyProfile } from '@/components/companies/company-profile';
import type { SitePage } from '@/pages/_app';
import { loadCompanyProfile, type CompanyProfileProps } from '@/server/companies/profile-loader';
import { definePage } from '@/server/http/page';

const CompanyProfilePage: SitePage<CompanyProfileProps> = ({ company }) => <CompanyProfile company={company} />;

export default CompanyProfilePage;
export const getServerSideProps = definePage<CompanyProfileProps>({ namespaces: ['companies', 'meetings'], load: loadCompanyProfile });
