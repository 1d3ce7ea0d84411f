import type { GetServerSidePropsResult } from 'next';
import { parseIdQuery } from '@/lib/http/id-query';
import type { StaffFloorProps } from '@/lib/companies/floor-views';
import { database } from '../../db';
import type { PageContext } from '../../http/page';
import { staffFloor, staffShow } from './console';

/** /admin/activities/floor?id=: the show's halls and booths for staff; a malformed id, an unknown one or an activity that is not a show is a 404. */
export async function loadStaffFloor(ctx: PageContext): Promise<GetServerSidePropsResult<StaffFloorProps>> {
  const id = parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const { db } = await database();
  const show = await staffShow(db, id);
  if (!show) return { notFound: true };
  return { props: { floor: await staffFloor(db, show) } };
}
