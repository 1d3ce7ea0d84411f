import { and, arrayOverlaps, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { loginKindOf } from '@/lib/auth/schema';
import { sourcingPath } from '@/lib/routes';
import type { InvitationView } from '@/lib/sourcing/staff-views';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db, Executor } from '../db';
import { companies, sourcingInvitations, sourcingQuotes, sourcingRequests, users } from '../db/schema';
import { chinaDateTime } from '../kernel/china-time';
import { siteConfig } from '../kernel/site-config';
import { enqueueMessages, type NewMessage } from '../messages/outbox';

/**
 * Staff invite a company to quote on a live, open request (/admin/sourcing, from the matching's ranking or
 * any certified company of a wanted kind): one invitation per request and company (the table's key), audited
 * (`sourcing_request.invite`), and every active account of the company told through the outbox
 * (`sourcing_invitation`, with the request's link). The company then sees "受邀报价" on the request's page
 * and card (`invitedRequestIds`, per logged-in viewer only).
 */

export type InviteOutcome =
  | { kind: 'invited'; invitedAt: Date; told: number }
  | { kind: 'not_found' }
  | { kind: 'not_open' }
  | { kind: 'company_invalid' }
  | { kind: 'already_quoted' }
  | { kind: 'already_invited' };

/** The messages to a company's active accounts, each by its login's channel. */
export async function companyAccountMessages(tx: Executor, companyId: number, message: Omit<NewMessage, 'to'>): Promise<NewMessage[]> {
  const accounts = await tx
    .select({ login: users.login })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.disabled, false)))
    .orderBy(asc(users.id));
  return accounts.flatMap((account): NewMessage[] => {
    const kind = loginKindOf(account.login);
    if (kind === 'mobile') return [{ ...message, to: { mobile: account.login } }];
    if (kind === 'email') return [{ ...message, to: { email: account.login } }];
    return [];
  });
}

export async function inviteCompany(db: Db, requestId: number, companyId: number, actor: AuditActor, now = new Date()): Promise<InviteOutcome> {
  return db.transaction(async (tx): Promise<InviteOutcome> => {
    const [request] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId)).for('update');
    if (!request) return { kind: 'not_found' };
    if (request.status !== 'live' || request.closesAt === null || request.closesAt.getTime() <= now.getTime()) return { kind: 'not_open' };
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        and(
          eq(companies.id, companyId),
          isNotNull(companies.certifiedAt),
          eq(companies.hidden, false),
          arrayOverlaps(companies.kinds, request.kindsWanted),
        ),
      );
    if (!company || company.id === request.buyerCompanyId) return { kind: 'company_invalid' };
    const [quote] = await tx
      .select({ id: sourcingQuotes.id })
      .from(sourcingQuotes)
      .where(and(eq(sourcingQuotes.requestId, requestId), eq(sourcingQuotes.supplierCompanyId, companyId)));
    if (quote) return { kind: 'already_quoted' };
    const inserted = await tx
      .insert(sourcingInvitations)
      .values({ requestId, companyId, invitedBy: actor.id, invitedAt: now })
      .onConflictDoNothing()
      .returning({ invitedAt: sourcingInvitations.invitedAt });
    if (inserted.length === 0) return { kind: 'already_invited' };
    await recordAudit(tx, {
      actor,
      action: 'sourcing_request.invite',
      entity: { type: 'sourcing_request', id: requestId, label: request.title },
      changes: { invited: [null, company.name] },
      now,
    });
    const batch = await companyAccountMessages(tx, companyId, {
      kind: 'sourcing_invitation',
      locale: 'zh-CN',
      params: { company: company.name, title: request.title, closes: chinaDateTime(request.closesAt), link: `${siteConfig().url}${sourcingPath(requestId)}` },
      subject: { type: 'sourcing_request', id: requestId },
    });
    await enqueueMessages(tx, batch, now);
    return { kind: 'invited', invitedAt: now, told: batch.length };
  });
}

/** The invitations sent for a request, the first first. */
export async function requestInvitations(db: Executor, requestId: number): Promise<InvitationView[]> {
  const rows = await db
    .select({ companyId: sourcingInvitations.companyId, companyName: companies.name, invitedBy: users.name, invitedAt: sourcingInvitations.invitedAt })
    .from(sourcingInvitations)
    .innerJoin(companies, eq(companies.id, sourcingInvitations.companyId))
    .leftJoin(users, eq(users.id, sourcingInvitations.invitedBy))
    .where(eq(sourcingInvitations.requestId, requestId))
    .orderBy(asc(sourcingInvitations.invitedAt), asc(sourcingInvitations.companyId));
  return rows.map((row) => ({ companyId: row.companyId, companyName: row.companyName, invitedBy: row.invitedBy ?? '', invitedLabel: chinaDateTime(row.invitedAt) }));
}

/** Of these requests, the ones the viewer's company was invited to quote on (none for an account of no company). */
export async function invitedRequestIds(db: Executor, userId: number, requestIds: readonly number[]): Promise<Set<number>> {
  if (requestIds.length === 0) return new Set();
  const rows = await db
    .select({ requestId: sourcingInvitations.requestId })
    .from(sourcingInvitations)
    .innerJoin(users, eq(users.companyId, sourcingInvitations.companyId))
    .where(and(eq(users.id, userId), inArray(sourcingInvitations.requestId, [...requestIds])));
  return new Set(rows.map((row) => row.requestId));
}

/**
 * Cards or a request's page as this viewer sees them: for a logged-in viewer whose company was invited, each such
 * request marked `invited` ("受邀报价"); for a visitor the items as they are, so the anonymous (cached) HTML never
 * changes.
 */
export async function withInvitations<T extends { id: number }>(db: Executor, viewer: { id: number } | null, items: T[]): Promise<(T & { invited?: true })[]> {
  if (!viewer || items.length === 0) return items;
  const invited = await invitedRequestIds(db, viewer.id, items.map((item) => item.id));
  return items.map((item) => (invited.has(item.id) ? { ...item, invited: true as const } : item));
}
