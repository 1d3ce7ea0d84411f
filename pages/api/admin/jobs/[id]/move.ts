import { catalogueRoutes } from '@/server/catalogue/routes';

/** POST /api/admin/jobs/{id}/move { direction: 'up' | 'down' }: one place in the public order, swapped with its neighbour in one transaction. */
export default catalogueRoutes.jobs.move;
