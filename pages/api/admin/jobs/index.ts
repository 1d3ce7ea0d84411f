import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/jobs (every job in the public order, hidden ones too), POST /api/admin/jobs (a new job → 201): editors and admins. See server/catalogue/routes.ts. */
export default catalogueRoutes.jobs.list;
