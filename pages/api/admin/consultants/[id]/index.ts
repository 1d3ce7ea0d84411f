import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/consultants/{id} (the consultant as its edit form shows it), PUT (changes it; 409 when saved by someone else since): editors and admins. */
export default catalogueRoutes.consultants.item;
