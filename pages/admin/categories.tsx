import { StaffCategories } from '@/components/console/categories/staff-categories';
import type { StaffCategoriesProps } from '@/lib/companies/category-admin';
import type { SitePage } from '@/pages/_app';
import { loadStaffCategories } from '@/server/companies/category-admin-loader';
import { definePage } from '@/server/http/page';

/** /admin/categories: the shared two-level product category list; add, rename, reorder, hide. */
const StaffCategoriesPage: SitePage<StaffCategoriesProps> = (props) => <StaffCategories {...props} />;

StaffCategoriesPage.layout = 'empty';

export default StaffCategoriesPage;
export const getServerSideProps = definePage<StaffCategoriesProps>({
  namespaces: ['console', 'admin-categories'],
  guards: ['editor'],
  load: () => loadStaffCategories(),
});
