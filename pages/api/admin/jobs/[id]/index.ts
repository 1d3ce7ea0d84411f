import { catalogueRoutes } from '@/server/catalogue/routes';

/** GET /api/admin/jobs/{id} (the job as its edit form shows it), PUT (changes it; 409 when saved by someone else since): editors and admins. */
export default catalogueRoutes.jobs.item;
