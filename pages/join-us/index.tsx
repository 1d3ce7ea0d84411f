import { JoinUsPage } from '@/components/join-us/join-us-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const JoinUs: SitePage = () => <JoinUsPage />;

export default JoinUs;
export const getServerSideProps = definePage({ namespaces: ['join-us'] });
