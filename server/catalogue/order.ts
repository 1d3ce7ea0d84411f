import { asc, desc, eq, max, min, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntityType } from '@/lib/audit/rules';
import type { CatalogueKind, MoveDirection } from '@/lib/catalogue/schema';
import { recordAudit, type AuditActor } from '../audit/record';
import { invalidate } from '../kernel/cache';
import type { Db, Executor } from '../db';
import { consultants, jobs, partners } from '../db/schema';
import type { StaleVersion } from '../audit/record-version';

/**
 * What jobs, consultants and partners share in the console: an order staff
 * give them (sortOrder, then id — for jobs the newest posting before an older
 * one of the same sortOrder, as the public list sorts) and a hidden flag.
 * Moving swaps a record with its neighbour in that order, in one transaction
 * under a lock of the kind's order; hiding flips the flag under the row's
 * lock. Each writes its audit entries with the change and clears the kind's
 * cached public pages after the commit.
 */

type OrderedTable = typeof jobs | typeof consultants | typeof partners;

export interface CatalogueSpec {
  kind: CatalogueKind;
  entity: Extract<AuditEntityType, 'job' | 'consultant' | 'partner'>;
  actions: { create: AuditAction; update: AuditAction };
  table: OrderedTable;
  /** The column that names a record in the console and the audit log. */
  label: typeof jobs.title | typeof consultants.name | typeof partners.name;
  /** Jobs: the public list's second key, newest first. */
  postedAt?: typeof jobs.postedAt;
  /** Where a new record goes: a new job heads the list; a new consultant or partner joins the end. */
  newAt: 'top' | 'end';
}

export const CATALOGUE: Record<CatalogueKind, CatalogueSpec> = {
  jobs: { kind: 'jobs', entity: 'job', actions: { create: 'job.create', update: 'job.update' }, table: jobs, label: jobs.title, postedAt: jobs.postedAt, newAt: 'top' },
  consultants: {
    kind: 'consultants',
    entity: 'consultant',
    actions: { create: 'consultant.create', update: 'consultant.update' },
    table: consultants,
    label: consultants.name,
    newAt: 'end',
  },
  partners: { kind: 'partners', entity: 'partner', actions: { create: 'partner.create', update: 'partner.update' }, table: partners, label: partners.name, newAt: 'end' },
};

export type Actor = AuditActor;

/** The public order of a kind, for ORDER BY. */
export function publicOrder(spec: CatalogueSpec): SQL[] {
  return [asc(spec.table.sortOrder), ...(spec.postedAt ? [desc(spec.postedAt)] : []), asc(spec.table.id)];
}

interface OrderRow {
  id: number;
  label: string;
  sortOrder: number;
  postedAt: Date | null;
}

/** The public order of rows already read (the database's ORDER BY is not to be trusted on rows re-read after a lock wait). */
function comparePublic(a: OrderRow, b: OrderRow): number {
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder;
  if (a.postedAt && b.postedAt && a.postedAt.getTime() !== b.postedAt.getTime()) return b.postedAt.getTime() - a.postedAt.getTime();
  return a.id - b.id;
}

/** Serialises the changes to one kind's order (moves, new records) until the transaction ends. */
async function lockOrder(tx: Executor, spec: CatalogueSpec): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-order:${spec.kind}`}))`);
}

/** The sortOrder of a new record (before the first or after the last), under the order's lock: call it in the transaction that inserts. */
export async function newSortOrder(tx: Executor, spec: CatalogueSpec): Promise<number> {
  await lockOrder(tx, spec);
  const [bounds] = await tx.select({ low: min(spec.table.sortOrder), high: max(spec.table.sortOrder) }).from(spec.table);
  if (!bounds || bounds.low === null || bounds.high === null) return 0;
  return spec.newAt === 'top' ? bounds.low - 1 : bounds.high + 1;
}

export type MoveOutcome = 'moved' | 'edge' | 'missing';

/**
 * Moves a record one place up or down: it and its neighbour swap their
 * sortOrder (when two records share a sortOrder, the whole order is numbered
 * 0, 1, 2… instead, so that the swap is exact), each moved record with an
 * audit entry of its sortOrder before → after. `edge`: already first or last
 * (nothing written); `missing`: no such record.
 */
export async function moveRecord(db: Db, spec: CatalogueSpec, id: number, direction: MoveDirection, actor: Actor, now = new Date()): Promise<MoveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<MoveOutcome> => {
    await lockOrder(tx, spec);
    const rows: OrderRow[] = (
      await tx
        .select({ id: spec.table.id, label: spec.label, sortOrder: spec.table.sortOrder, postedAt: spec.postedAt ?? sql<null>`null` })
        .from(spec.table)
        .for('update')
    ).sort(comparePublic);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return 'missing';
    const neighbour = direction === 'up' ? index - 1 : index + 1;
    if (neighbour < 0 || neighbour >= rows.length) return 'edge';

    const moving = rows[index]!;
    const other = rows[neighbour]!;
    const target = new Map<number, number>();
    if (new Set(rows.map((row) => row.sortOrder)).size === rows.length) {
      target.set(moving.id, other.sortOrder);
      target.set(other.id, moving.sortOrder);
    } else {
      const order = [...rows];
      order[index] = other;
      order[neighbour] = moving;
      order.forEach((row, position) => target.set(row.id, position));
    }
    // The record moved first, then the records it passed or that were renumbered, in their new order.
    const changed = [moving, ...rows.filter((row) => row !== moving)].filter((row) => target.has(row.id) && target.get(row.id) !== row.sortOrder);
    for (const row of changed) {
      const sortOrder = target.get(row.id)!;
      await tx.update(spec.table).set({ sortOrder }).where(eq(spec.table.id, row.id));
      await recordAudit(tx, {
        actor,
        action: spec.actions.update,
        entity: { type: spec.entity, id: row.id, label: row.label },
        changes: { sortOrder: [row.sortOrder, sortOrder] },
        now,
      });
    }
    return 'moved';
  });
  if (outcome === 'moved') invalidate(spec.kind);
  return outcome;
}

/**
 * Hides a record from the public site, or shows it again, with its audit
 * entry; nothing is written when it already is as asked. False when there is
 * no such record.
 */
export async function setRecordHidden(db: Db, spec: CatalogueSpec, id: number, hidden: boolean, actor: Actor, now = new Date()): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select({ label: spec.label, hidden: spec.table.hidden }).from(spec.table).where(eq(spec.table.id, id)).for('update');
    if (!current) return 'missing' as const;
    if (current.hidden === hidden) return 'unchanged' as const;
    await tx.update(spec.table).set({ hidden }).where(eq(spec.table.id, id));
    await recordAudit(tx, { actor, action: spec.actions.update, entity: { type: spec.entity, id, label: current.label }, changes: { hidden: [current.hidden, hidden] }, now });
    return 'changed' as const;
  });
  if (outcome === 'changed') invalidate(spec.kind);
  return outcome !== 'missing';
}

/** What saving an edit form comes to: the saved record, no such record, or a record changed by someone else since the form was opened (the version it lost to). */
export type SaveOutcome<T> = { kind: 'saved'; item: T } | { kind: 'missing' } | { kind: 'stale'; version: StaleVersion };

/** An audit entry's changes from the key fields before (null for a new record) and after. */
export function auditPairs<T extends Record<string, unknown>>(before: T | null, after: T): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(after).map(([field, value]) => [field, [before ? before[field] : null, value]]));
}

/** Whether saving `next` would change any of the record's columns (a save that changes nothing writes nothing). */
export function changesAny(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).some(([column, value]) => JSON.stringify(value) !== JSON.stringify(current[column]));
}
