import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { staffActivityQuery } from '@/lib/activities/staff-schema';
import type { StaffActivitiesProps } from '@/lib/activities/staff-views';
import { staffActivityList } from './staff-list';
import { database } from '../db';
import type { PageContext } from '../http/page';

/** /admin/activities?when=&q=: every activity for editors, those not yet over first. Malformed filters are a 404. */
export async function loadStaffActivities(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<StaffActivitiesProps>> {
  const parsed = staffActivityQuery.safeParse({ when: ctx.query.when, q: ctx.query.q });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffActivityList(db, parsed.data, toLocale(ctx.locale) === 'en', now) };
}
