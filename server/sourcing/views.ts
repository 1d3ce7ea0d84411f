import type { BudgetView, SourcingCardView, SourcingDetailView, StaffSourcingRowView, StaffSourcingView } from '@/lib/sourcing/views';
import type { SourcingUnit } from '@/lib/sourcing/rules';
import { daysLeft, BUDGET_BASES, type BudgetBasis } from '@/lib/sourcing/rules';
import type { CategoryRow } from '../companies/categories';
import { chinaDateTime } from '../kernel/china-time';
import type { PublicRequestRow, RequestRow } from './public';
import type { PendingRow } from './review';
import { endedAt, isOpen } from './rules';

/**
 * Sourcing requests as pages and the API show them: in the page's language, dates as ISO strings, never an
 * internal field; the buyer's company only where the buyer chose to show it (staff always see it).
 */

/** A category's name in the language, by id ('' for one no longer on the list). */
export function categoryName(categories: readonly CategoryRow[], id: number | null, english: boolean): string {
  const row = categories.find((category) => category.id === id);
  if (!row) return '';
  return english && row.nameEn ? row.nameEn : row.name;
}

/** Fen as yuan text: 1250 → "12.5", 100000 → "1000". */
export function yuanText(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export function budgetOf(request: Pick<RequestRow, 'budgetBasis' | 'budgetMinFen' | 'budgetMaxFen'>): BudgetView | null {
  if (request.budgetMinFen === null && request.budgetMaxFen === null) return null;
  const basis: BudgetBasis = (BUDGET_BASES as readonly string[]).includes(request.budgetBasis ?? '') ? (request.budgetBasis as BudgetBasis) : 'unit';
  return {
    basis,
    min: request.budgetMinFen === null ? null : yuanText(request.budgetMinFen),
    max: request.budgetMaxFen === null ? null : yuanText(request.budgetMaxFen),
  };
}

export function sourcingCard(request: RequestRow, categories: readonly CategoryRow[], english: boolean, now: Date): SourcingCardView {
  const ended = endedAt(request, now) !== null;
  return {
    id: request.id,
    title: request.title,
    category: categoryName(categories, request.categoryId, english),
    // Only a draft has no quantity (the table's check), and no draft is shown here.
    quantity: request.quantity ?? 0,
    unit: request.unit as SourcingUnit,
    region: request.region,
    neededBy: request.neededBy,
    quoteCount: request.quoteCount,
    daysLeft: ended || !request.closesAt ? 0 : daysLeft(request.closesAt, now),
    ended,
    liveAt: (request.liveAt ?? request.createdAt).toISOString(),
    kindsWanted: request.kindsWanted,
  };
}

export function sourcingDetail(row: PublicRequestRow, categories: readonly CategoryRow[], english: boolean, now: Date, attachmentCount = 0): SourcingDetailView {
  const { request } = row;
  return {
    ...sourcingCard(request, categories, english, now),
    status: request.status,
    description: request.description,
    budget: budgetOf(request),
    requirements: request.requirements,
    buyer: request.showCompany ? { id: request.buyerCompanyId, name: row.companyName, certified: row.companyCertified } : null,
    closesAt: request.closesAt?.toISOString() ?? null,
    closesLabel: request.closesAt ? chinaDateTime(request.closesAt) : null,
    open: isOpen(request, now),
    attachmentCount,
  };
}

export function staffSourcingRow({ request, companyName, authorName }: PendingRow): StaffSourcingRowView {
  const submitted = request.submittedAt ?? request.createdAt;
  return { id: request.id, title: request.title, companyName, authorName, submittedAt: submitted.toISOString(), submittedLabel: chinaDateTime(submitted) };
}

export function staffSourcingView(row: PendingRow, categories: readonly CategoryRow[]): StaffSourcingView {
  const { request } = row;
  return {
    ...staffSourcingRow(row),
    category: categoryName(categories, request.categoryId, false),
    description: request.description,
    quantity: request.quantity ?? 0,
    unit: request.unit as SourcingUnit,
    budget: budgetOf(request),
    region: request.region,
    neededBy: request.neededBy,
    kindsWanted: request.kindsWanted,
    requirements: request.requirements,
    showCompany: request.showCompany,
    openDays: request.openDays,
  };
}
