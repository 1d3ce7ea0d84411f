import { CompanyProfilePage } from '@/components/companies/profile-editor/company-profile-page';
import type { OwnCompanyProps } from '@/lib/companies/profile-views';
import type { SitePage } from '@/pages/_app';
import { loadOwnCompany } from '@/server/companies/revisions/own-company-loader';
import { definePage } from '@/server/http/page';

const ExhibitorCompanyPage: SitePage<OwnCompanyProps> = (props) => <CompanyProfilePage {...props} routeKey="exhibitorCompany" />;

export default ExhibitorCompanyPage;
export const getServerSideProps = definePage<OwnCompanyProps>({ namespaces: ['company-profile', 'uploads'], guards: ['exhibitor'], load: loadOwnCompany });
