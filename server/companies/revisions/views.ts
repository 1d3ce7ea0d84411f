import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { CompanyProfile } from '@/lib/companies/profile-schema';
import type { FieldChangeView, OwnCompanyView, ProductChangeView, StaffRevisionRowView, StaffRevisionView } from '@/lib/companies/profile-views';
import type { Db } from '../../db';
import { companies, companyRevisions, productCategories, users } from '../../db/schema';
import { chinaDateTime } from '../../kernel/china-time';
import { versionOf } from '../../audit/record-version';
import { liveProfile } from './live-profile';
import { changedSinceProposal, storedProfile } from './review';

/** The company profile as its own accounts and as staff see it: plain values, China time labels, never the code. */

/** What the company's own account sees: the live profile, the pending change, or the last rejected one with its note. */
export async function ownCompanyView(db: Db, companyId: number): Promise<OwnCompanyView | null> {
  const live = await liveProfile(db, companyId);
  if (!live) return null;
  const [pending] = await db
    .select()
    .from(companyRevisions)
    .where(and(eq(companyRevisions.companyId, companyId), eq(companyRevisions.status, 'pending')));
  const [decided] = pending
    ? []
    : await db
        .select()
        .from(companyRevisions)
        .where(and(eq(companyRevisions.companyId, companyId), ne(companyRevisions.status, 'pending')))
        .orderBy(desc(companyRevisions.reviewedAt), desc(companyRevisions.id))
        .limit(1);
  const { row } = live;
  return {
    id: row.id,
    name: row.name,
    kinds: [...row.kinds],
    certifiedKind: row.certifiedKind,
    certifiedLabel: row.certifiedAt ? chinaDateTime(row.certifiedAt).slice(0, 10) : null,
    version: versionOf(row.updatedAt),
    live: live.profile,
    pending: pending ? { id: pending.id, submittedAt: pending.createdAt.toISOString(), submittedLabel: chinaDateTime(pending.createdAt), profile: storedProfile(pending) } : null,
    rejected:
      decided && decided.status === 'rejected' && decided.reviewedAt
        ? { id: decided.id, note: decided.reviewNote, reviewedLabel: chinaDateTime(decided.reviewedAt), profile: storedProfile(decided) }
        : null,
  };
}

/** The queue of changes waiting for staff, the longest waiting first. */
export async function pendingRevisionRows(db: Db, limit = 200): Promise<StaffRevisionRowView[]> {
  const rows = await db
    .select({ id: companyRevisions.id, companyId: companyRevisions.companyId, companyName: companies.name, authorName: users.name, authorLogin: users.login, submittedAt: companyRevisions.createdAt })
    .from(companyRevisions)
    .innerJoin(companies, eq(companies.id, companyRevisions.companyId))
    .leftJoin(users, eq(users.id, companyRevisions.authorId))
    .where(eq(companyRevisions.status, 'pending'))
    .orderBy(asc(companyRevisions.createdAt), asc(companyRevisions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    authorName: row.authorName || row.authorLogin || '—',
    submittedAt: row.submittedAt.toISOString(),
    submittedLabel: chinaDateTime(row.submittedAt),
  }));
}

/** The fields staff compare, in the form's order (products are compared as lists). */
const COMPARED = [
  'nameEn',
  'logo',
  'summary',
  'summaryEn',
  'introduction',
  'introductionEn',
  'province',
  'city',
  'foundedYear',
  'sizeBand',
  'website',
  'contactChannel',
  'contactValue',
  'categoryIds',
  'capacity',
  'processes',
  'services',
] as const satisfies readonly (keyof CompanyProfile)[];

function textOf(profile: CompanyProfile, field: (typeof COMPARED)[number], categoryName: (id: number) => string): string {
  const value = profile[field];
  if (field === 'categoryIds') return profile.categoryIds.map(categoryName).join('、');
  if (Array.isArray(value)) return value.join('、');
  return value === null || value === undefined ? '' : String(value);
}

function productsOf(profile: CompanyProfile, categoryName: (id: number) => string): ProductChangeView[] {
  return profile.products.map((product) => ({
    name: product.name,
    nameEn: product.nameEn,
    picture: product.picture,
    summary: product.summary,
    summaryEn: product.summaryEn,
    category: product.categoryId === null ? '' : categoryName(product.categoryId),
  }));
}

/** One pending change as staff review it, or null when it is not pending (decided meanwhile) or unknown. */
export async function staffRevisionView(db: Db, id: number): Promise<StaffRevisionView | null> {
  const [revision] = await db
    .select({ revision: companyRevisions, authorName: users.name, authorLogin: users.login })
    .from(companyRevisions)
    .leftJoin(users, eq(users.id, companyRevisions.authorId))
    .where(and(eq(companyRevisions.id, id), eq(companyRevisions.status, 'pending')));
  if (!revision) return null;
  const live = await liveProfile(db, revision.revision.companyId);
  if (!live) return null;
  const names = new Map((await db.select({ id: productCategories.id, name: productCategories.name }).from(productCategories)).map((row) => [row.id, row.name]));
  const categoryName = (categoryId: number) => names.get(categoryId) ?? `#${categoryId}`;
  const proposed = storedProfile(revision.revision);
  const changes: FieldChangeView[] = COMPARED.flatMap((field) => {
    const before = textOf(live.profile, field, categoryName);
    const after = textOf(proposed, field, categoryName);
    return before === after ? [] : [{ field, before, after, ...(field === 'logo' ? { image: true } : {}) }];
  });
  return {
    id: revision.revision.id,
    companyId: revision.revision.companyId,
    companyName: live.row.name,
    authorName: revision.authorName || revision.authorLogin || '—',
    submittedAt: revision.revision.createdAt.toISOString(),
    submittedLabel: chinaDateTime(revision.revision.createdAt),
    changes,
    productsBefore: productsOf(live.profile, categoryName),
    productsAfter: productsOf(proposed, categoryName),
    changedSince: changedSinceProposal(revision.revision, live.row.updatedAt),
  };
}
