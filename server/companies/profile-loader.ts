import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';
import { toLocale } from '@/lib/i18n';
import type { CompanyProfileView } from '@/lib/companies/views';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { cachedCategories, cachedProfile } from './cached-reads';
import { companyProfile } from './views';

export interface CompanyProfileProps extends Record<string, unknown> {
  company: CompanyProfileView;
}

/** A company id in a path: a whole number ≥ 1 within a 32-bit integer. */
export const companyIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

/** /companies/[id]: a public company's profile; an unknown, hidden or malformed id is a 404. */
export async function loadCompanyProfile(ctx: PageContext): Promise<GetServerSidePropsResult<CompanyProfileProps>> {
  const id = companyIdParam.safeParse(ctx.params?.id);
  if (!id.success) return { notFound: true };
  const { db } = await database();
  const [row, categories] = await Promise.all([cachedProfile(db, id.data), cachedCategories(db)]);
  if (!row) return { notFound: true };
  return { props: { company: companyProfile(row, categories, toLocale(ctx.locale) === 'en') } };
}
