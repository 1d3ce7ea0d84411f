import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/partners/{id} (the partner as its edit form shows it), PUT (changes it; 409 when saved by someone else since): editors and admins. */
export default catalogueRoutes.partners.item;
