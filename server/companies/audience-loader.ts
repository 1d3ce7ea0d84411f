import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import type { CompanyKind } from '@/lib/companies/rules';
import type { CompanyCardView } from '@/lib/companies/views';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { cachedCategories, cachedNewestCertified } from './cached-reads';
import { companyCard } from './views';

export interface AudienceCompaniesProps extends Record<string, unknown> {
  /** The kind's newest certified companies (6 at most). */
  companies: CompanyCardView[];
}

/** An audience page (/brand, /factory, /provider, /retailer): its kind's newest certified companies. */
export function loadAudienceCompanies(kind: CompanyKind) {
  return async (ctx: PageContext): Promise<GetServerSidePropsResult<AudienceCompaniesProps>> => {
    const { db } = await database();
    const [rows, categories] = await Promise.all([cachedNewestCertified(db, kind), cachedCategories(db)]);
    const english = toLocale(ctx.locale) === 'en';
    return { props: { companies: rows.map((row) => companyCard(row, categories, english)) } };
  };
}
