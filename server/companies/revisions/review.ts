import { and, eq, sql } from 'drizzle-orm';
import { companyProfileFields, type CompanyProfile, type RevisionReviewInput } from '@/lib/companies/profile-schema';
import { loginKindOf } from '@/lib/auth/schema';
import { routes } from '@/lib/routes';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import type { Db, Executor } from '../../db';
import { companies, companyCategories, companyProducts, companyRevisions, users } from '../../db/schema';
import { enqueueMessage } from '../../messages/outbox';
import { invalidate } from '../../kernel/cache';
import { nextUpdatedAt } from '../../audit/record-version';
import { siteConfig } from '../../kernel/site-config';
import { liveProfile } from './live-profile';

/**
 * Staff decide on a company's proposed change, in one transaction that holds the revision's and the company's
 * rows: approving applies the whole proposed profile to the company (fields, categories, products) and moves
 * its version; rejecting keeps the live profile and stores the note the company reads. Either way an audit
 * entry and a message (SMS or e-mail to the proposing account's login). A change based on an older version
 * of the company is applied over it: the reviewer saw the company as it is now on the "before" side.
 */

export type RevisionRow = typeof companyRevisions.$inferSelect;

export type RevisionReviewOutcome = { kind: 'reviewed'; revision: RevisionRow } | { kind: 'not_found' } | { kind: 'not_pending' };

type Review = { decision: RevisionReviewInput['decision']; note: string };

/** The proposed profile as stored, read again through the schema (a revision written by an older form still reads). */
export function storedProfile(revision: Pick<RevisionRow, 'profile'>): CompanyProfile {
  return companyProfileFields.parse(revision.profile);
}

async function applyProfile(tx: Executor, companyId: number, profile: CompanyProfile, updatedAt: Date): Promise<void> {
  await tx
    .update(companies)
    .set({
      nameEn: profile.nameEn || null,
      logo: profile.logo || null,
      summary: profile.summary,
      summaryEn: profile.summaryEn || null,
      introduction: profile.introduction,
      introductionEn: profile.introductionEn || null,
      province: profile.province,
      city: profile.city,
      foundedYear: profile.foundedYear,
      sizeBand: profile.sizeBand,
      website: profile.website || null,
      contactChannel: profile.contactChannel,
      contactValue: profile.contactChannel ? profile.contactValue : null,
      capacity: profile.capacity,
      processes: profile.processes,
      services: profile.services,
      updatedAt,
    })
    .where(eq(companies.id, companyId));
  await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
  if (profile.categoryIds.length > 0) await tx.insert(companyCategories).values(profile.categoryIds.map((categoryId) => ({ companyId, categoryId }))).onConflictDoNothing();
  await tx.delete(companyProducts).where(eq(companyProducts.companyId, companyId));
  if (profile.products.length > 0) {
    await tx.insert(companyProducts).values(
      profile.products.map((product, index) => ({
        companyId,
        name: product.name,
        nameEn: product.nameEn || null,
        picture: product.picture || null,
        summary: product.summary,
        summaryEn: product.summaryEn || null,
        categoryId: product.categoryId,
        sortOrder: index,
        createdAt: updatedAt,
        updatedAt,
      })),
    );
  }
  // Products and categories are part of the search text: an empty one makes the trigger write it again.
  await tx.update(companies).set({ searchText: '' }).where(eq(companies.id, companyId));
}

async function tellAccount(tx: Executor, revision: RevisionRow, companyName: string, status: 'approved' | 'rejected', note: string, now: Date): Promise<void> {
  if (revision.authorId === null) return;
  const [account] = await tx.select({ login: users.login }).from(users).where(eq(users.id, revision.authorId));
  const kind = account ? loginKindOf(account.login) : null;
  if (!account || (kind !== 'mobile' && kind !== 'email')) return;
  await enqueueMessage(
    tx,
    {
      kind: status === 'approved' ? 'company_profile_approved' : 'company_profile_rejected',
      to: kind === 'mobile' ? { mobile: account.login } : { email: account.login },
      locale: 'zh-CN',
      params: { company: companyName, note, link: `${siteConfig().url}${routes.accountCompany}` },
      subject: { type: 'company_revision', id: revision.id },
    },
    now,
  );
}

export async function reviewRevision(db: Db, id: number, review: Review, reviewer: AuditActor, now = new Date()): Promise<RevisionReviewOutcome> {
  const outcome = await decide(db, id, review, reviewer, now);
  // The directory and the profile are read through the cache: an applied change shows at once.
  if (outcome.kind === 'reviewed' && outcome.revision.status === 'approved') invalidate('companies');
  return outcome;
}

function decide(db: Db, id: number, review: Review, reviewer: AuditActor, now: Date): Promise<RevisionReviewOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companyRevisions).where(eq(companyRevisions.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (current.status !== 'pending') return { kind: 'not_pending' };
    const live = await liveProfile(tx, current.companyId, true);
    if (!live) return { kind: 'not_found' };
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    const proposed = storedProfile(current);

    if (status === 'approved') await applyProfile(tx, current.companyId, proposed, nextUpdatedAt(live.row.updatedAt, now));
    const [revision] = await tx
      .update(companyRevisions)
      .set({ status, reviewNote: review.note, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(companyRevisions.id, id), eq(companyRevisions.status, 'pending')))
      .returning();
    if (!revision) throw new Error(`company revision ${id} vanished under its lock`);

    const changes =
      status === 'approved'
        ? changedFields(Object.fromEntries(Object.keys(proposed).map((field) => [field, [live.profile[field as keyof CompanyProfile], proposed[field as keyof CompanyProfile]]])))
        : {};
    await recordAudit(tx, {
      actor: reviewer,
      action: status === 'approved' ? 'company_revision.approve' : 'company_revision.reject',
      entity: { type: 'company_revision', id, label: live.row.name },
      changes: { ...changes, status: ['pending', status], ...(review.note ? { reviewNote: ['', review.note] } : {}) },
      now,
    });
    await tellAccount(tx, revision, live.row.name, status, review.note, now);
    return { kind: 'reviewed', revision };
  });
}

/** Whether the company moved since the revision was proposed (staff see it on the change). */
export const changedSinceProposal = (revision: Pick<RevisionRow, 'baseVersion'>, companyUpdatedAt: Date): boolean => revision.baseVersion !== companyUpdatedAt.toISOString();

/** How many changes wait for staff. */
export async function countPendingRevisions(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(companyRevisions).where(eq(companyRevisions.status, 'pending'));
  return row?.value ?? 0;
}
