import { catalogueRoutes } from '@/server/catalogue/routes';

/** POST /api/admin/consultants/{id}/hide { hidden: boolean }: hidden from the public site, or shown again. */
export default catalogueRoutes.consultants.hide;
