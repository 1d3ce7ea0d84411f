import { and, eq } from 'drizzle-orm';
import type { SourcingDraftFields } from '@/lib/sourcing/schema';
import { isStale, nextUpdatedAt, versionOf, type StaleVersion } from '../audit/record-version';
import { siteOrigin } from '../articles/body';
import type { Db, Executor } from '../db';
import { productCategories, sourcingRequests } from '../db/schema';
import { SANITISE_RULES_VERSION, sanitiseHtml } from '../rich-text/sanitise-html';
import { attachmentProblem, replaceAttachments } from './attachments';
import { posterOf } from './poster';

/**
 * Drafts of sourcing requests (status `draft`): the form on /sourcing/new saves what the member has typed as
 * they type (components/sourcing/use-sourcing-draft.ts, the articles' autosave rhythm), and the member finds it
 * again when they come back to the page (their latest draft, or `?draft={id}`). A draft is its account's alone:
 * never listed, searched, reviewed or shown to anyone else (every public query asks for live or closed). Each
 * save carries the version (`updatedAt`) the form has, compared under the row lock, so a draft saved since in
 * another tab is not overwritten. Submitting turns the draft itself into the request (post.ts).
 */

export type DraftRow = typeof sourcingRequests.$inferSelect;

export type DraftOutcome =
  | { kind: 'saved'; id: number; version: string }
  | { kind: 'no_company' }
  | { kind: 'not_certified' }
  | { kind: 'missing' }
  | { kind: 'stale'; version: StaleVersion }
  | { kind: 'invalid'; fields: Record<string, string[]> };

/** The columns a request's fields write, a draft's too (what is still empty stays empty); the description cleaned. */
export function requestValues(fields: SourcingDraftFields) {
  return {
    title: fields.title,
    categoryId: fields.categoryId,
    description: fields.description === '' ? '' : sanitiseHtml(fields.description, siteOrigin()),
    descriptionRulesVersion: SANITISE_RULES_VERSION,
    quantity: fields.quantity,
    unit: fields.unit,
    budgetBasis: fields.budgetMin === null && fields.budgetMax === null ? null : fields.budgetBasis,
    budgetMinFen: fields.budgetMin,
    budgetMaxFen: fields.budgetMax,
    region: fields.region,
    neededBy: fields.neededBy,
    kindsWanted: fields.kindsWanted,
    requirements: fields.requirements,
    showCompany: fields.showCompany,
    openDays: fields.openDays,
  };
}

/**
 * The account's draft held until the transaction ends, or why not: no such draft of theirs (`missing`: never
 * one, someone else's, or submitted meanwhile), or saved since `version`.
 */
export async function lockDraft(tx: Executor, accountId: number, id: number, version: string | undefined): Promise<DraftRow | { kind: 'missing' } | { kind: 'stale'; version: StaleVersion }> {
  const [row] = await tx
    .select()
    .from(sourcingRequests)
    .where(and(eq(sourcingRequests.id, id), eq(sourcingRequests.buyerId, accountId), eq(sourcingRequests.status, 'draft')))
    .for('update');
  if (!row) return { kind: 'missing' };
  if (version === undefined || isStale(version, row.updatedAt)) return { kind: 'stale', version: { updatedAt: row.updatedAt, savedBy: null } };
  return row;
}

/** Creates (id null) or saves over the account's draft. */
export async function saveDraft(db: Db, account: { id: number }, id: number | null, fields: SourcingDraftFields, now = new Date()): Promise<DraftOutcome> {
  return db.transaction(async (tx): Promise<DraftOutcome> => {
    const poster = await posterOf(tx, account.id);
    if (poster.kind !== 'allowed') return { kind: poster.kind };
    const problems: Record<string, string[]> = {};
    if (fields.categoryId !== null) {
      const [category] = await tx.select({ id: productCategories.id }).from(productCategories).where(and(eq(productCategories.id, fields.categoryId), eq(productCategories.hidden, false)));
      if (!category) problems.categoryId = ['sourcing:errors.categoryInvalid'];
    }
    const files = await attachmentProblem(tx, account.id, fields.attachments);
    if (files) problems.attachments = [files];
    if (Object.keys(problems).length > 0) return { kind: 'invalid', fields: problems };

    let saved: { id: number; updatedAt: Date };
    if (id === null) {
      const [row] = await tx
        .insert(sourcingRequests)
        .values({ ...requestValues(fields), buyerCompanyId: poster.companyId, buyerId: account.id, status: 'draft', createdAt: now, updatedAt: now })
        .returning({ id: sourcingRequests.id, updatedAt: sourcingRequests.updatedAt });
      if (!row) throw new Error('the draft was not written');
      saved = row;
    } else {
      const current = await lockDraft(tx, account.id, id, fields.version);
      if ('kind' in current) return current;
      const [row] = await tx
        .update(sourcingRequests)
        .set({ ...requestValues(fields), buyerCompanyId: poster.companyId, updatedAt: nextUpdatedAt(current.updatedAt, now) })
        .where(eq(sourcingRequests.id, id))
        .returning({ id: sourcingRequests.id, updatedAt: sourcingRequests.updatedAt });
      if (!row) throw new Error('the draft was not written');
      saved = row;
    }
    await replaceAttachments(tx, saved.id, fields.attachments);
    return { kind: 'saved', id: saved.id, version: versionOf(saved.updatedAt) };
  });
}

/** Deletes the account's draft (its files stay the account's uploads). */
export async function discardDraft(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(sourcingRequests)
    .where(and(eq(sourcingRequests.id, id), eq(sourcingRequests.buyerId, accountId), eq(sourcingRequests.status, 'draft')))
    .returning({ id: sourcingRequests.id });
  return gone.length > 0;
}
