import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/partners (every partner in the public order, hidden ones too), POST /api/admin/partners (a new partner → 201): editors and admins. See server/catalogue/routes.ts. */
export default catalogueRoutes.partners.list;
