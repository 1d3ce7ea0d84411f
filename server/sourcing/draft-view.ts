import { and, desc, eq, sql } from 'drizzle-orm';
import type { SourcingDraftView } from '@/lib/sourcing/views';
import { versionOf } from '../audit/record-version';
import type { Executor } from '../db';
import { sourcingRequests } from '../db/schema';
import { requestAttachments } from './attachments';
import { yuanText } from './views';

/** A member's draft as /sourcing/new puts it back in its form (drafts.ts saves it). */

/** The account's draft to go on with: the one asked for, else the latest saved; null when there is none. */
export async function draftToResume(db: Executor, accountId: number, id: number | null): Promise<SourcingDraftView | null> {
  const [row] = await db
    .select()
    .from(sourcingRequests)
    .where(and(eq(sourcingRequests.buyerId, accountId), eq(sourcingRequests.status, 'draft'), id === null ? sql`true` : eq(sourcingRequests.id, id)))
    .orderBy(desc(sourcingRequests.updatedAt))
    .limit(1);
  if (!row) return null;
  const files = await requestAttachments(db, row.id);
  return {
    id: row.id,
    version: versionOf(row.updatedAt),
    savedAt: row.updatedAt.toISOString(),
    title: row.title,
    categoryId: row.categoryId === null ? '' : String(row.categoryId),
    description: row.description,
    quantity: row.quantity === null ? '' : String(row.quantity),
    unit: row.unit,
    budgetBasis: row.budgetBasis ?? 'unit',
    budgetMin: row.budgetMinFen === null ? '' : yuanText(row.budgetMinFen),
    budgetMax: row.budgetMaxFen === null ? '' : yuanText(row.budgetMaxFen),
    region: row.region,
    neededBy: row.neededBy,
    kindsWanted: row.kindsWanted,
    requirements: row.requirements,
    showCompany: row.showCompany,
    openDays: row.openDays,
    attachments: files.map(({ id: fileId, name, type, size }) => ({ id: fileId, name, type, size })),
  };
}
