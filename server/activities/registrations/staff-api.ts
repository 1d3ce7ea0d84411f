import { idParam } from '@/lib/http/api-queries';
import { ApiError, defaultMessage, type ApiLocale } from '../../http/errors';
import { getAnyActivity, type ActivityRow } from '../queries';
import type { Db } from '../../db';
import { staffRegistrationQuery } from './staff-list';

/** The query of the staff registration routes: the activity's id and the list's filters. */
export const staffRegistrationsQuery = idParam.extend(staffRegistrationQuery.shape);

/** What both staff registration routes (editors and admins: `access: STAFF_KINDS`) do first: the activity, published or hidden, or 404. */
export async function staffActivity(db: Db, id: number, locale: ApiLocale): Promise<ActivityRow> {
  const activity = await getAnyActivity(db, id);
  if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
  return activity;
}
