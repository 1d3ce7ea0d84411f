import type { GetServerSidePropsResult } from 'next';
import type { StaffCategoriesProps } from '@/lib/companies/category-admin';
import { database } from '../db';
import { staffCategoryGroups } from './category-admin';

/** The console's category page (/admin/categories): every category, hidden ones too, in the staff's order. */
export async function loadStaffCategories(): Promise<GetServerSidePropsResult<StaffCategoriesProps>> {
  const { db } = await database();
  return { props: { groups: await staffCategoryGroups(db) } };
}
