import { PartnerForm } from '@/components/console/catalogue/partner-form';
import type { SitePage } from '@/pages/_app';
import type { PartnerEditProps } from '@/lib/catalogue/views';
import { loadPartnerEdit } from '@/server/people/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/partners/edit?id= (no id: a new partner). The uploads namespace: the logo's upload messages. */
const PartnerEditPage: SitePage<PartnerEditProps> = (props) => <PartnerForm {...props} />;

PartnerEditPage.layout = 'empty';

export default PartnerEditPage;
export const getServerSideProps = definePage<PartnerEditProps>({
  namespaces: ['console', 'admin-catalogue', 'uploads'],
  guards: ['editor'],
  load: (ctx) => loadPartnerEdit(ctx),
});
