import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/consultants (every consultant in the public order, hidden ones too), POST /api/admin/consultants (a new consultant → 201): editors and admins. See server/catalogue/routes.ts. */
export default catalogueRoutes.consultants.list;
