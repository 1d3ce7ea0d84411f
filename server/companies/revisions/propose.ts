import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyProfile } from '@/lib/companies/profile-schema';
import { UPLOAD_URL } from '@/lib/uploads/site-image';
import type { Db } from '../../db';
import { companyRevisions, productCategories, uploads, users } from '../../db/schema';
import { isStale, versionOf } from '../../audit/record-version';
import { liveProfile, type CompanyRow } from './live-profile';

/**
 * A company's own account proposes a change to the company's public profile: the whole proposed profile
 * becomes the company's one pending revision (made, or its content replaced), based on the company's
 * version the form was opened at; the live profile stays as it was until staff approve. Refused: an account
 * of no company, a proposal based on an older version of the company (someone's change went live since),
 * categories that are not on the list, and pictures that are not the account's own image uploads (or
 * already on the company's profile or pending change): a licence is never a picture.
 */

export type ProposeOutcome =
  | { kind: 'proposed'; revision: typeof companyRevisions.$inferSelect }
  | { kind: 'no_company' }
  | { kind: 'stale'; company: CompanyRow }
  | { kind: 'invalid'; fields: Record<string, string[]> };

const message = (name: string) => `company-profile:errors.${name}`;

/** The company an account acts for, or null. */
export async function companyIdOf(db: Pick<Db, 'select'>, accountId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, accountId));
  return row?.companyId ?? null;
}

const imagesOf = (profile: CompanyProfile | null | undefined): string[] =>
  profile ? [profile.logo, ...profile.products.map((product) => product.picture)].filter((url) => url !== '') : [];

/** Fields whose category ids name no category of the list. */
async function categoryProblems(db: Pick<Db, 'select'>, profile: CompanyProfile): Promise<Record<string, string[]>> {
  const ids = [...new Set([...profile.categoryIds, ...profile.products.flatMap((product) => (product.categoryId === null ? [] : [product.categoryId]))])];
  if (ids.length === 0) return {};
  const known = new Set((await db.select({ id: productCategories.id }).from(productCategories).where(and(inArray(productCategories.id, ids), eq(productCategories.hidden, false)))).map((row) => row.id));
  const fields: Record<string, string[]> = {};
  if (profile.categoryIds.some((id) => !known.has(id))) fields.categoryIds = [message('categoryInvalid')];
  profile.products.forEach((product, index) => {
    if (product.categoryId !== null && !known.has(product.categoryId)) fields[`products.${index}.categoryId`] = [message('categoryInvalid')];
  });
  return fields;
}

/** Fields whose picture is an upload the account may not put on the profile. */
async function pictureProblems(db: Pick<Db, 'select'>, accountId: number, profile: CompanyProfile, kept: ReadonlySet<string>): Promise<Record<string, string[]>> {
  const fresh = imagesOf(profile).filter((url) => UPLOAD_URL.test(url) && !kept.has(url));
  const ids = [...new Set(fresh.map((url) => url.slice(url.lastIndexOf('/') + 1)))];
  const allowed = new Set(
    ids.length === 0
      ? []
      : (await db.select({ id: uploads.id }).from(uploads).where(and(inArray(uploads.id, ids), eq(uploads.purpose, 'image'), eq(uploads.ownerId, accountId)))).map(
          (row) => `/api/uploads/${row.id}`,
        ),
  );
  const bad = (url: string) => url !== '' && UPLOAD_URL.test(url) && !kept.has(url) && !allowed.has(url);
  const fields: Record<string, string[]> = {};
  if (bad(profile.logo)) fields.logo = [message('logoInvalid')];
  profile.products.forEach((product, index) => {
    if (bad(product.picture)) fields[`products.${index}.picture`] = [message('productPictureInvalid')];
  });
  return fields;
}

export async function proposeRevision(db: Db, accountId: number, profile: CompanyProfile, version: string, now = new Date()): Promise<ProposeOutcome> {
  return db.transaction(async (tx) => {
    const companyId = await companyIdOf(tx, accountId);
    if (companyId === null) return { kind: 'no_company' };
    // The company's row lock orders one company's proposals and reviews.
    const live = await liveProfile(tx, companyId, true);
    if (!live) return { kind: 'no_company' };
    if (isStale(version, live.row.updatedAt)) return { kind: 'stale', company: live.row };

    const [pending] = await tx
      .select()
      .from(companyRevisions)
      .where(and(eq(companyRevisions.companyId, companyId), eq(companyRevisions.status, 'pending')));
    const kept = new Set([...imagesOf(live.profile), ...imagesOf(pending?.profile as CompanyProfile | undefined)]);
    const fields = { ...(await categoryProblems(tx, profile)), ...(await pictureProblems(tx, accountId, profile, kept)) };
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };

    const values = { profile: profile as unknown as Record<string, unknown>, baseVersion: versionOf(live.row.updatedAt), authorId: accountId, updatedAt: now };
    const [revision] = pending
      ? await tx.update(companyRevisions).set({ ...values, createdAt: now }).where(eq(companyRevisions.id, pending.id)).returning()
      : await tx.insert(companyRevisions).values({ ...values, companyId, status: 'pending', createdAt: now }).returning();
    if (!revision) throw new Error(`company ${companyId}: the pending revision was not written`);
    return { kind: 'proposed', revision };
  });
}
