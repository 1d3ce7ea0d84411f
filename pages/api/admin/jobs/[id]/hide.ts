import { catalogueRoutes } from '@/server/catalogue/routes';

/** POST /api/admin/jobs/{id}/hide { hidden: boolean }: hidden from the public site, or shown again. */
export default catalogueRoutes.jobs.hide;
