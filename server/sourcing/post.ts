import { and, eq } from 'drizzle-orm';
import type { SourcingRequestFields } from '@/lib/sourcing/schema';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { nextUpdatedAt, type StaleVersion } from '../audit/record-version';
import type { Db } from '../db';
import { productCategories, sourcingRequests } from '../db/schema';
import { chinaDay } from '../kernel/china-time';
import { invalidate } from '../kernel/cache';
import type { Locale } from '@/lib/i18n';
import { scheduleClosingReminder } from './buyer-notice';
import { closingTime } from './rules';
import { attachmentProblem, replaceAttachments } from './attachments';
import { lockDraft, requestValues } from './drafts';
import { posterOf } from './poster';

/**
 * A certified company's account posts a sourcing request. The description is cleaned by the site's sanitiser
 * (the editor's allowlist); the category must be on the list and visible; the needed-by day must be after
 * today (China). A trusted company's request goes live at once and stays open `openDays`; any other waits in
 * the staff review queue. Either way the post is audited (the member is the actor). The poster's language is kept
 * with the request: every message to the buyer is in it.
 */

export type RequestRow = typeof sourcingRequests.$inferSelect;

/** A request past its draft: the check sourcing_requests_draft_check guarantees its category and its quantity. */
export type PostedRequest = RequestRow & { categoryId: number; quantity: number };

/** The row as a posted request; a draft here is a mistake in the code (drafts are their author's alone). */
export function posted(row: RequestRow): PostedRequest {
  if (row.categoryId === null || row.quantity === null) throw new Error(`sourcing request ${row.id} is a draft`);
  return row as PostedRequest;
}

export type PostOutcome =
  | { kind: 'posted'; request: RequestRow }
  | { kind: 'no_company' }
  | { kind: 'not_certified' }
  | { kind: 'invalid'; fields: Record<string, string[]> }
  /** The draft it was to turn into is not the account's draft (submitted meanwhile, discarded), or was saved since. */
  | { kind: 'draft_missing' }
  | { kind: 'stale'; version: StaleVersion };

const message = (name: string) => `sourcing:errors.${name}`;

export async function postRequest(db: Db, account: AuditActor, fields: SourcingRequestFields, now = new Date(), locale: Locale = 'zh-CN'): Promise<PostOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PostOutcome> => {
    const poster = await posterOf(tx, account.id);
    if (poster.kind !== 'allowed') return { kind: poster.kind };

    const problems: Record<string, string[]> = {};
    const [category] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.id, fields.categoryId), eq(productCategories.hidden, false)));
    if (!category) problems.categoryId = [message('categoryInvalid')];
    if (fields.neededBy <= chinaDay(now)) problems.neededBy = [message('neededByPast')];
    const files = await attachmentProblem(tx, account.id, fields.attachments);
    if (files) problems.attachments = [files];
    if (Object.keys(problems).length > 0) return { kind: 'invalid', fields: problems };

    const live = poster.trusted;
    const draft = fields.draft ? await lockDraft(tx, account.id, fields.draft.id, fields.draft.version) : null;
    if (draft && 'kind' in draft) return draft.kind === 'missing' ? { kind: 'draft_missing' } : draft;
    const values: typeof sourcingRequests.$inferInsert = {
      buyerCompanyId: poster.companyId,
      buyerId: account.id,
      status: live ? 'live' : 'pending',
      ...requestValues(fields),
      locale,
      submittedAt: now,
      liveAt: live ? now : null,
      closesAt: live ? closingTime(now, fields.openDays) : null,
      updatedAt: draft ? nextUpdatedAt(draft.updatedAt, now) : now,
    };
    // A draft becomes the request (its id stays); without one, the request is new.
    const [request] = draft
      ? await tx.update(sourcingRequests).set(values).where(eq(sourcingRequests.id, draft.id)).returning()
      : await tx
          .insert(sourcingRequests)
          .values({ ...values, createdAt: now })
          .returning();
    if (!request) throw new Error('the sourcing request was not written');
    await replaceAttachments(tx, request.id, fields.attachments);
    await recordAudit(tx, {
      actor: account,
      action: 'sourcing_request.create',
      entity: { type: 'sourcing_request', id: request.id, label: request.title },
      changes: { status: [null, request.status], company: [null, poster.companyName] },
      now,
    });
    await scheduleClosingReminder(tx, request, now);
    return { kind: 'posted', request };
  });
  if (outcome.kind === 'posted' && outcome.request.status === 'live') invalidate('sourcing');
  return outcome;
}
