import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseDirectoryQuery } from '@/lib/companies/directory-query';
import type { DirectoryPageView } from '@/lib/companies/views';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { categoryTree } from './categories';
import { cachedDirectory, cachedRegions } from './cached-reads';
import { companyCard } from './views';

export interface DirectoryPageProps extends Record<string, unknown> {
  directory: DirectoryPageView;
}

/** /companies: the public directory with its filters, 12 a page; a malformed query or a page past the last is a 404. */
export async function loadDirectoryPage(ctx: PageContext): Promise<GetServerSidePropsResult<DirectoryPageProps>> {
  const query = parseDirectoryQuery(ctx.query);
  if (!query) return { notFound: true };
  const { db } = await database();
  const [{ list, categories }, regions] = await Promise.all([cachedDirectory(db, query), cachedRegions(db)]);
  if (query.page > list.pageCount) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const english = locale === 'en';
  return {
    props: {
      directory: {
        filters: {
          kind: query.kind ?? '',
          category: query.category ? String(query.category) : '',
          province: query.province ?? '',
          city: query.city ?? '',
          certified: query.certified ?? false,
          q: query.q ?? '',
        },
        items: list.items.map((row) => companyCard(row, categories, english)),
        total: list.total,
        page: list.page,
        pageCount: list.pageCount,
        categories: categoryTree(categories, locale),
        regions,
      },
    },
  };
}
