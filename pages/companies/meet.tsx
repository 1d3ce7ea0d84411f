import { MeetPage } from '@/components/meetings/meet-page';
import type { SitePage } from '@/pages/_app';
import { loadMeetPage, type MeetPageProps } from '@/server/companies/meetings/meet-loader';
import { definePage } from '@/server/http/page';

const Meet: SitePage<MeetPageProps> = (props) => <MeetPage {...props} />;

export default Meet;
export const getServerSideProps = definePage<MeetPageProps>({ namespaces: ['meetings'], guards: ['auth'], load: loadMeetPage });
