import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseStaffSourcingQuery } from '@/lib/sourcing/staff-schema';
import type { SourcingUnit } from '@/lib/sourcing/rules';
import type { StaffQuoteView, StaffRequestDetailView, StaffRequestRowView, StaffSourcingPageProps } from '@/lib/sourcing/staff-views';
import { versionOf } from '../audit/record-version';
import type { CategoryRow } from '../companies/categories';
import { database } from '../db';
import { productCategories } from '../db/schema';
import type { PageContext } from '../http/page';
import { chinaDateTime } from '../kernel/china-time';
import { sourcingFigures } from './figures';
import { requestInvitations } from './invitations';
import { matchCompanies } from './matching';
import { posted } from './post';
import { countPendingRequests } from './review';
import { isOpen } from './rules';
import { requestQuotes, staffRequest, staffRequests, type StaffQuoteRow, type StaffRequestRow } from './staff';
import { categoryName, yuanText } from './views';

/**
 * /admin/sourcing (editors and admins): the figures, every request (by status and title) with its company's trust
 * mark, and the request opened (?id=) with its quotes (each with its latest terms), the companies the matching
 * ranks for it (while it is open) and the invitations sent. A malformed query is a 404.
 */

function rowView(row: StaffRequestRow, categories: readonly CategoryRow[], english: boolean, now: Date): StaffRequestRowView {
  const { request } = row;
  return {
    id: request.id,
    title: request.title,
    status: request.status,
    category: categoryName(categories, request.categoryId, english),
    companyId: request.buyerCompanyId,
    companyName: row.companyName,
    companyTrusted: row.companyTrusted,
    companyVersion: versionOf(row.companyUpdatedAt),
    quoteCount: row.quotes,
    submittedLabel: chinaDateTime(request.submittedAt ?? request.createdAt),
    liveLabel: request.liveAt ? chinaDateTime(request.liveAt) : null,
    closesLabel: request.closesAt ? chinaDateTime(request.closesAt) : null,
    open: isOpen(request, now),
    version: versionOf(request.updatedAt),
    reviewNote: request.reviewNote,
  };
}

export function quoteView(row: StaffQuoteRow): StaffQuoteView {
  const terms = row.terms;
  return {
    id: row.quote.id,
    supplierId: row.quote.supplierCompanyId,
    supplierName: row.supplierName,
    status: row.quote.status,
    revision: row.quote.revision,
    unitPrice: terms?.unitPriceFen == null ? null : yuanText(terms.unitPriceFen),
    total: terms?.totalFen == null ? null : yuanText(terms.totalFen),
    minOrder: terms?.minOrder ?? null,
    leadTimeDays: terms?.leadTimeDays ?? null,
    validUntil: terms?.validUntil ?? null,
    sentLabel: chinaDateTime(terms?.createdAt ?? row.quote.updatedAt),
  };
}

export async function loadStaffSourcing(ctx: PageContext): Promise<GetServerSidePropsResult<StaffSourcingPageProps>> {
  const query = parseStaffSourcingQuery(ctx.query);
  if (!query) return { notFound: true };
  const { db } = await database();
  const now = new Date();
  const english = toLocale(ctx.locale) === 'en';
  const [page, categories, figures, pendingCount, opened] = await Promise.all([
    staffRequests(db, query),
    db.select().from(productCategories),
    sourcingFigures(db, now),
    countPendingRequests(db),
    query.id === undefined ? null : staffRequest(db, query.id),
  ]);
  if (query.page > page.pageCount) return { notFound: true };
  let detail: StaffRequestDetailView | null = null;
  if (opened) {
    const request = posted(opened.request);
    const open = isOpen(request, now);
    const [quotes, matches, invitations] = await Promise.all([
      requestQuotes(db, [request.id]),
      open ? matchCompanies(db, request, now) : Promise.resolve([]),
      requestInvitations(db, request.id),
    ]);
    detail = {
      ...rowView(opened, categories, english, now),
      quantity: request.quantity,
      unit: request.unit as SourcingUnit,
      region: request.region,
      kindsWanted: request.kindsWanted,
      quotes: quotes.map(quoteView),
      matches,
      invitations,
      invitable: open,
    };
  }
  return {
    props: {
      sourcing: {
        filters: { status: query.status ?? '', q: query.q ?? '' },
        items: page.items.map((row) => rowView(row, categories, english, now)),
        total: page.total,
        page: page.page,
        pageCount: page.pageCount,
        pendingCount,
        figures,
        opened: detail,
        missing: query.id !== undefined && opened === null,
      },
    },
  };
}
