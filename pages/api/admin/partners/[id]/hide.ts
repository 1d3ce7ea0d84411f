import { catalogueRoutes } from '@/server/catalogue/routes';

/** POST /api/admin/partners/{id}/hide { hidden: boolean }: hidden from the public site, or shown again. */
export default catalogueRoutes.partners.hide;
