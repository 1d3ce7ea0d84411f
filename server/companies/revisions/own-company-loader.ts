import type { GetServerSidePropsResult } from 'next';
import type { OwnCompanyProps } from '@/lib/companies/profile-views';
import { categoryTree, visibleCategories } from '../categories';
import { database } from '../../db';
import type { PageContext } from '../../http/page';
import { companyIdOf } from './propose';
import { ownCompanyView } from './views';

/**
 * /account/company and /exhibitor/company (the guards let only accounts in): the company the account acts for
 * with its live profile and the change under way, and the category list in the page's language; an account
 * of no company gets `company: null` (the page says how to come to have one).
 */
export async function loadOwnCompany(ctx: PageContext): Promise<GetServerSidePropsResult<OwnCompanyProps>> {
  if (!ctx.viewer) return { notFound: true };
  const { db } = await database();
  const companyId = await companyIdOf(db, ctx.viewer.id);
  const locale = ctx.locale === 'en' ? 'en' : 'zh-CN';
  const [company, categories] = await Promise.all([companyId === null ? null : ownCompanyView(db, companyId), visibleCategories(db)]);
  return { props: { company, categories: categoryTree(categories, locale) } };
}
