import type { NextApiRequest, NextApiResponse } from 'next';
import { idParam } from '@/lib/schemas/api-queries';
import { ApiError, defaultMessage, type ApiLocale } from '../../http/errors';
import { requireKind, STAFF_KINDS } from '../../auth/api-auth';
import { getAnyActivity, type ActivityRow } from '../queries';
import { database, type Db } from '../../db';
import { staffRegistrationQuery } from './staff-list';

/** The query of the staff registration routes: the activity's id and the list's filters. */
export const staffRegistrationsQuery = idParam.extend(staffRegistrationQuery.shape);

/** What both staff registration routes do first: editors and admins only (401/403), an activity (published or hidden) or 404. */
export async function staffActivity(req: NextApiRequest, res: NextApiResponse, id: number, locale: ApiLocale): Promise<{ db: Db; activity: ActivityRow }> {
  await requireKind(req, res, locale, STAFF_KINDS);
  const { db } = await database();
  const activity = await getAnyActivity(db, id);
  if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
  return { db, activity };
}
