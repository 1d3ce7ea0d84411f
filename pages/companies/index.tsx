import { DirectoryPage } from '@/components/companies/directory-page';
import type { SitePage } from '@/pages/_app';
import { loadDirectoryPage, type DirectoryPageProps } from '@/server/companies/directory-loader';
import { definePage } from '@/server/http/page';

const Companies: SitePage<DirectoryPageProps> = ({ directory }) => <DirectoryPage directory={directory} />;

export default Companies;
export const getServerSideProps = definePage<DirectoryPageProps>({ namespaces: ['companies', 'listing'], load: loadDirectoryPage });
