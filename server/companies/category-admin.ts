import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CategoryMove, StaffCategoryGroup, StaffCategoryRow } from '@/lib/companies/category-admin';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db, Executor } from '../db';
import { companies, companyCategories, productCategories } from '../db/schema';
import { invalidate } from '../kernel/cache';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../audit/record-version';

/**
 * The console's side of the shared category list (/admin/categories): every category with how many companies
 * name it, and the changes staff make — a new top or sub-category (at the end of its level), new names, one
 * place up or down among its siblings, hidden or shown again. Every change is one transaction under one lock
 * of the list (a name stays unique within its level, an order stays whole), with its audit entry; the public
 * pages that show categories are cleared after the commit. Renaming moves the version (updatedAt); moving
 * and hiding do not, as with the catalogue's records.
 */

type CategoryRow = typeof productCategories.$inferSelect;
type Names = { name: string; nameEn: string };

/** The cache tags of what shows categories: the list itself and the companies' pages. */
const TAGS = ['categories', 'companies'] as const;

const ENTITY = 'category' as const;

async function lockList(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-categories'))`);
}

/** Which companies name which categories. */
type Naming = readonly { categoryId: number; companyId: number }[];

/** Companies that name any of `ids`, each once. */
const companiesOf = (naming: Naming, ids: readonly number[]) => new Set(naming.filter((row) => ids.includes(row.categoryId)).map((row) => row.companyId)).size;

function staffRow(row: CategoryRow, companiesNaming: number): StaffCategoryRow {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameEn: row.nameEn ?? '',
    hidden: row.hidden,
    companies: companiesNaming,
    version: row.updatedAt.toISOString(),
  };
}

const inOrder = (a: CategoryRow, b: CategoryRow) => a.sortOrder - b.sortOrder || a.id - b.id;

/** The ids a category stands for when companies are counted: a top category for itself and its sub-categories. */
const countedIds = (row: CategoryRow, rows: readonly CategoryRow[]) => (row.parentId === null ? [row.id, ...rows.filter((child) => child.parentId === row.id).map((child) => child.id)] : [row.id]);

/** Every category, hidden ones too: top categories in the staff's order, each with its sub-categories. */
export async function staffCategoryGroups(db: Executor): Promise<StaffCategoryGroup[]> {
  const rows = (await db.select().from(productCategories).orderBy(asc(productCategories.sortOrder), asc(productCategories.id))).sort(inOrder);
  const naming: Naming = await db.select({ categoryId: companyCategories.categoryId, companyId: companyCategories.companyId }).from(companyCategories);
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      ...staffRow(top, companiesOf(naming, countedIds(top, rows))),
      children: rows.filter((row) => row.parentId === top.id).map((row) => staffRow(row, companiesOf(naming, [row.id]))),
    }));
}

/** One category as the console lists it, or null. */
export async function staffCategory(db: Executor, id: number): Promise<StaffCategoryRow | null> {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  if (!row) return null;
  const family = row.parentId === null ? await db.select().from(productCategories).where(eq(productCategories.parentId, id)) : [];
  const ids = countedIds(row, family);
  const naming: Naming = await db
    .select({ categoryId: companyCategories.categoryId, companyId: companyCategories.companyId })
    .from(companyCategories)
    .where(inArray(companyCategories.categoryId, ids));
  return staffRow(row, companiesOf(naming, ids));
}

/** Whether another category of the same level (the same parent) has this name. */
async function nameTaken(tx: Executor, parentId: number | null, name: string, except?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId),
        eq(productCategories.name, name),
        except === undefined ? undefined : ne(productCategories.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const storedEn = (nameEn: string) => (nameEn === '' ? null : nameEn);

export type CreateOutcome = { kind: 'created'; id: number } | { kind: 'parent' } | { kind: 'duplicate' };

/**
 * A new category at the end of its level: a top category, or a sub-category of the top category `parentId`
 * (`parent` when that is not a top category: the list has two levels). `duplicate`: its level has that name.
 */
export async function createCategory(db: Db, input: Names & { parentId: number | null }, actor: AuditActor, now = new Date()): Promise<CreateOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CreateOutcome> => {
    await lockList(tx);
    if (input.parentId !== null) {
      const [parent] = await tx.select({ parentId: productCategories.parentId }).from(productCategories).where(eq(productCategories.id, input.parentId));
      if (!parent || parent.parentId !== null) return { kind: 'parent' };
    }
    if (await nameTaken(tx, input.parentId, input.name)) return { kind: 'duplicate' };
    const [last] = await tx
      .select({ high: sql<number | null>`max(${productCategories.sortOrder})` })
      .from(productCategories)
      .where(input.parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, input.parentId));
    const sortOrder = last?.high === null || last?.high === undefined ? 0 : Number(last.high) + 1;
    const [created] = await tx
      .insert(productCategories)
      .values({ parentId: input.parentId, name: input.name, nameEn: storedEn(input.nameEn), sortOrder, createdAt: now, updatedAt: now })
      .returning({ id: productCategories.id });
    await recordAudit(tx, {
      actor,
      action: 'category.create',
      entity: { type: ENTITY, id: created!.id, label: input.name },
      changes: { name: [null, input.name], nameEn: [null, storedEn(input.nameEn)], parentId: [null, input.parentId], sortOrder: [null, sortOrder], hidden: [null, false] },
      now,
    });
    return { kind: 'created', id: created!.id };
  });
  if (outcome.kind === 'created') invalidate(...TAGS);
  return outcome;
}

export type RenameOutcome = { kind: 'saved' } | { kind: 'missing' } | { kind: 'duplicate' } | { kind: 'stale'; version: StaleVersion };

/**
 * New names for a category, when `version` is still its own (`stale` with the version it lost to, nothing
 * written); a save that changes nothing writes nothing. The companies that name it get their search text again.
 */
export async function renameCategory(db: Db, id: number, input: Names & { version: string }, actor: AuditActor, now = new Date()): Promise<RenameOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RenameOutcome & { changed?: boolean }> => {
    await lockList(tx);
    const [current] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update');
    if (!current) return { kind: 'missing' };
    if (isStale(input.version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: ENTITY, id }, actorId: actor.id }) };
    }
    const nameEn = storedEn(input.nameEn);
    if (current.name === input.name && current.nameEn === nameEn) return { kind: 'saved' };
    if (current.name !== input.name && (await nameTaken(tx, current.parentId, input.name, id))) return { kind: 'duplicate' };
    const updatedAt = nextUpdatedAt(current.updatedAt, now);
    await tx.update(productCategories).set({ name: input.name, nameEn, updatedAt }).where(eq(productCategories.id, id));
    // A company's search text holds its categories' names (migration 0020): touching it makes the trigger write it again.
    const naming = tx.select({ id: companyCategories.companyId }).from(companyCategories).where(eq(companyCategories.categoryId, id));
    await tx.update(companies).set({ searchText: '' }).where(inArray(companies.id, naming));
    await recordAudit(tx, {
      actor,
      action: 'category.update',
      entity: { type: ENTITY, id, label: input.name },
      changes: { name: [current.name, input.name], nameEn: [current.nameEn, nameEn] },
      now: updatedAt,
    });
    return { kind: 'saved', changed: true };
  });
  if (outcome.kind === 'saved' && 'changed' in outcome) invalidate(...TAGS);
  return outcome.kind === 'saved' ? { kind: 'saved' } : outcome;
}

export type MoveOutcome = 'moved' | 'edge' | 'missing';

/**
 * One place up or down among its siblings (the top categories, or the sub-categories of one top category): it
 * and its neighbour swap places — the level numbered 0, 1, 2… again when two shared a place — each moved
 * category with an audit entry of its place before → after. `edge`: already first or last.
 */
export async function moveCategory(db: Db, id: number, direction: CategoryMove, actor: AuditActor, now = new Date()): Promise<MoveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<MoveOutcome> => {
    await lockList(tx);
    const [current] = await tx.select().from(productCategories).where(eq(productCategories.id, id));
    if (!current) return 'missing';
    const siblings = (
      await tx
        .select()
        .from(productCategories)
        .where(current.parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, current.parentId))
        .for('update')
    ).sort(inOrder);
    const index = siblings.findIndex((row) => row.id === id);
    const neighbour = direction === 'up' ? index - 1 : index + 1;
    if (neighbour < 0 || neighbour >= siblings.length) return 'edge';
    const order = [...siblings];
    [order[index], order[neighbour]] = [order[neighbour]!, order[index]!];
    const whole = new Set(siblings.map((row) => row.sortOrder)).size === siblings.length;
    const target = new Map<number, number>(
      whole
        ? [
            [siblings[index]!.id, siblings[neighbour]!.sortOrder],
            [siblings[neighbour]!.id, siblings[index]!.sortOrder],
          ]
        : order.map((row, position) => [row.id, position]),
    );
    const moving = siblings[index]!;
    for (const row of [moving, ...order.filter((row) => row !== moving)]) {
      const sortOrder = target.get(row.id);
      if (sortOrder === undefined || sortOrder === row.sortOrder) continue;
      await tx.update(productCategories).set({ sortOrder }).where(eq(productCategories.id, row.id));
      await recordAudit(tx, { actor, action: 'category.update', entity: { type: ENTITY, id: row.id, label: row.name }, changes: { sortOrder: [row.sortOrder, sortOrder] }, now });
    }
    return 'moved';
  });
  if (outcome === 'moved') invalidate(...TAGS);
  return outcome;
}

/**
 * Hidden from the public (a hidden top category takes its sub-categories with it; companies that name it keep
 * it until staff move them), or shown again, with its audit entry; nothing is written when it already is as
 * asked. False: no such category.
 */
export async function setCategoryHidden(db: Db, id: number, hidden: boolean, actor: AuditActor, now = new Date()): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    await lockList(tx);
    const [current] = await tx.select().from(productCategories).where(eq(productCategories.id, id)).for('update');
    if (!current) return 'missing' as const;
    if (current.hidden === hidden) return 'unchanged' as const;
    await tx.update(productCategories).set({ hidden }).where(eq(productCategories.id, id));
    await recordAudit(tx, { actor, action: 'category.update', entity: { type: ENTITY, id, label: current.name }, changes: { hidden: [current.hidden, hidden] }, now });
    return 'changed' as const;
  });
  if (outcome === 'changed') invalidate(...TAGS);
  return outcome !== 'missing';
}
