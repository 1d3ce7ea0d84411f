import { StaffFloor } from '@/components/console/floor/staff-floor';
import type { SitePage } from '@/pages/_app';
import type { StaffFloorProps } from '@/lib/companies/floor-views';
import { loadStaffFloor } from '@/server/companies/booths/console-loader';
import { definePage } from '@/server/http/page';

/** /admin/activities/floor?id=: a show's halls and booths — place, move, resize, assign. */
const StaffFloorPage: SitePage<StaffFloorProps> = (props) => <StaffFloor {...props} />;

StaffFloorPage.layout = 'empty';

export default StaffFloorPage;
export const getServerSideProps = definePage<StaffFloorProps>({
  namespaces: ['console', 'admin-show-floor'],
  guards: ['editor'],
  load: (ctx) => loadStaffFloor(ctx),
});
