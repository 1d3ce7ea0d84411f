import { RegistrationPage } from '@/components/registrations/registration-page';
import type { SitePage } from '@/pages/_app';
import { loadActivityDetail, type ActivityDetailProps } from '@/server/activities/detail-loader';
import { definePage } from '@/server/http/page';

/** /activityDetail/register?id=: registration form, confirmation with the e-ticket, and "my registration". */
const ActivityRegisterPage: SitePage<ActivityDetailProps> = ({ activity }) => <RegistrationPage activity={activity} />;

export default ActivityRegisterPage;
export const getServerSideProps = definePage<ActivityDetailProps>({ namespaces: ['activity'], load: loadActivityDetail });
