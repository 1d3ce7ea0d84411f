import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db';
import { invalidate } from '../kernel/cache';
import { isStale, nextUpdatedAt, staleVersion } from '../kernel/record-version';
import { auditPairs, changesAny, newSortOrder, type Actor, type CatalogueSpec, type SaveOutcome } from './order';

/** What every row of jobs, consultants and partners has. */
export interface CatalogueRecord {
  id: number;
  updatedAt: Date;
}

/** How one kind saves its edit form: the spec of its order, its columns from the form, its audit fields and label. */
export interface CatalogueStore<Row extends CatalogueRecord, Fields> {
  spec: CatalogueSpec;
  /** The row's columns from the form's fields (`current`: the row an update changes, null for a new one). */
  columns: (fields: Fields, current: Row | null, now: Date) => Record<string, unknown>;
  /** The key fields an audit entry keeps. */
  auditFields: (row: Row) => Record<string, unknown>;
  /** What names the record in the console and the audit log. */
  label: (row: Row) => string;
}

/**
 * A new record where its kind's new records go (`newAt`), shown at once, with its audit entry; the kind's cached
 * public pages cleared after the commit.
 */
export async function createRecord<Row extends CatalogueRecord, Fields>(db: Db, store: CatalogueStore<Row, Fields>, fields: Fields, actor: Actor, now: Date): Promise<Row> {
  const { spec } = store;
  const row = await db.transaction(async (tx) => {
    const sortOrder = await newSortOrder(tx, spec);
    // The three tables differ in columns; `columns` makes this kind's, so the insert is typed by the store, not here.
    const [created] = (await tx
      .insert(spec.table)
      .values({ ...store.columns(fields, null, now), sortOrder, hidden: false, createdAt: now, updatedAt: now } as never)
      .returning()) as unknown as Row[];
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      action: spec.actions.create,
      entity: { type: spec.entity, id: created.id, label: store.label(created) },
      changes: { ...auditPairs(null, store.auditFields(created)), hidden: [null, false], sortOrder: [null, sortOrder] },
      now,
    });
    return created;
  });
  invalidate(spec.kind);
  return row;
}

/**
 * Changes a record, with its audit entry (the key fields that changed). `stale` when the form's version is not the
 * record's (someone saved it since): nothing is written then; a save that changes nothing writes nothing.
 */
export async function updateRecord<Row extends CatalogueRecord, Fields>(
  db: Db,
  store: CatalogueStore<Row, Fields>,
  id: number,
  fields: Fields & { version: string },
  actor: Actor,
  now: Date,
): Promise<SaveOutcome<Row>> {
  const { spec } = store;
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome<Row>> => {
    const [current] = (await tx.select().from(spec.table).where(eq(spec.table.id, id)).for('update')) as unknown as Row[];
    if (!current) return { kind: 'missing' };
    if (isStale(fields.version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: spec.entity, id }, actorId: actor.id }) };
    }
    const next = store.columns(fields, current, now);
    if (!changesAny(current as unknown as Record<string, unknown>, next)) return { kind: 'saved', item: current };
    // The new version is later than the one it replaces, even within one millisecond; the audit entry has the same time (who saved it).
    const at = nextUpdatedAt(current.updatedAt, now);
    const [updated] = (await tx
      .update(spec.table)
      .set({ ...next, updatedAt: at } as never)
      .where(eq(spec.table.id, id))
      .returning()) as unknown as Row[];
    if (!updated) return { kind: 'missing' };
    await recordAudit(tx, {
      actor,
      action: spec.actions.update,
      entity: { type: spec.entity, id, label: store.label(updated) },
      changes: auditPairs(store.auditFields(current), store.auditFields(updated)),
      now: at,
    });
    return { kind: 'saved', item: updated };
  });
  if (outcome.kind === 'saved') invalidate(spec.kind);
  return outcome;
}

/** A save's outcome with the saved row shown as its edit view. */
export function savedAs<Row, View>(outcome: SaveOutcome<Row>, view: (row: Row) => View): SaveOutcome<View> {
  return outcome.kind === 'saved' ? { kind: 'saved', item: view(outcome.item) } : outcome;
}
