import { ConsultantForm } from '@/components/console/catalogue/consultant-form';
import type { SitePage } from '@/pages/_app';
import type { ConsultantEditProps } from '@/lib/catalogue/views';
import { loadConsultantEdit } from '@/server/people/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/consultants/edit?id= (no id: a new consultant). The uploads namespace: the photo's upload messages. */
const ConsultantEditPage: SitePage<ConsultantEditProps> = (props) => <ConsultantForm {...props} />;

ConsultantEditPage.layout = 'empty';

export default ConsultantEditPage;
export const getServerSideProps = definePage<ConsultantEditProps>({
  namespaces: ['console', 'admin-catalogue', 'uploads'],
  guards: ['editor'],
  load: (ctx) => loadConsultantEdit(ctx),
});
