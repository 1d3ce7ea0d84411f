import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db';
import { invalidate } from '../kernel/cache';
import { isStale, nextUpdatedAt, staleVersion } from '../audit/record-version';
import { auditPairs, changesAny, newSortOrder, publicOrder, type Actor, type CatalogueSpec, type SaveOutcome } from './order';

/** What every row of jobs, consultants and partners has. */
export interface CatalogueRecord {
  id: number;
  updatedAt: Date;
}

/**
 * One kind of the console's catalogue: the spec of its order, how its rows show in the console's list and in its
 * edit form, its columns from the form, its audit fields and label.
 */
export interface CatalogueStore<Row extends CatalogueRecord, Fields, StaffRow, EditView> {
  spec: CatalogueSpec;
  /** A row in the console's list (`now`: whether a job has closed). */
  staffRow: (row: Row, now: Date) => StaffRow;
  /** A row as its edit form shows it. */
  editView: (row: Row, now: Date) => EditView;
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
async function createRecord<Row extends CatalogueRecord, Fields>(db: Db, store: CatalogueStore<Row, Fields, unknown, unknown>, fields: Fields, actor: Actor, now: Date): Promise<Row> {
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
async function updateRecord<Row extends CatalogueRecord, Fields>(
  db: Db,
  store: CatalogueStore<Row, Fields, unknown, unknown>,
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

/**
 * What the console does with one kind: every row in the public order (hidden ones included), one row, one record
 * to edit (null when there is none), a new record and a change to one, each with its audit entry and shown as its
 * edit form shows it (`stale` when someone saved it since the form was opened).
 */
export function catalogueRecords<Row extends CatalogueRecord, Fields, StaffRow, EditView>(store: CatalogueStore<Row, Fields, StaffRow, EditView>) {
  const { spec } = store;
  const byId = async (db: Db, id: number) => ((await db.select().from(spec.table).where(eq(spec.table.id, id))) as unknown as Row[])[0];
  return {
    rows: async (db: Db, now = new Date()): Promise<StaffRow[]> =>
      ((await db.select().from(spec.table).orderBy(...publicOrder(spec))) as unknown as Row[]).map((row) => store.staffRow(row, now)),
    rowOf: async (db: Db, id: number, now = new Date()): Promise<StaffRow | null> => {
      const row = await byId(db, id);
      return row ? store.staffRow(row, now) : null;
    },
    toEdit: async (db: Db, id: number, now = new Date()): Promise<EditView | null> => {
      const row = await byId(db, id);
      return row ? store.editView(row, now) : null;
    },
    create: async (db: Db, fields: Fields, actor: Actor, now = new Date()): Promise<EditView> => store.editView(await createRecord(db, store, fields, actor, now), now),
    update: async (db: Db, id: number, fields: Fields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<EditView>> => {
      const outcome = await updateRecord(db, store, id, fields, actor, now);
      return outcome.kind === 'saved' ? { kind: 'saved', item: store.editView(outcome.item, now) } : outcome;
    },
  };
}

type EmptyValue = '' | readonly string[];

/**
 * How a kind's optional columns pass between the database and the edit form, each named with its empty form value
 * ('' for a text, [] for a list): the form shows that empty value where the row holds null, and a field left empty
 * is stored as null.
 */
export function optionalColumns<const Empty extends Record<string, EmptyValue>>(empties: Empty) {
  const names = Object.keys(empties) as (keyof Empty & string)[];
  const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);
  return {
    /** The optional columns of a row as its edit form shows them. */
    shown<Row extends { [K in keyof Empty]: string | string[] | null }>(row: Row): { [K in keyof Empty]: NonNullable<Row[K]> } {
      return Object.fromEntries(names.map((name) => [name, row[name] ?? empties[name]])) as { [K in keyof Empty]: NonNullable<Row[K]> };
    },
    /** The optional fields of a form as columns. */
    stored<Fields extends { [K in keyof Empty]: string | string[] }>(fields: Fields): { [K in keyof Empty]: Fields[K] | null } {
      return Object.fromEntries(names.map((name) => [name, isEmpty(fields[name]) ? null : fields[name]])) as { [K in keyof Empty]: Fields[K] | null };
    },
  };
}
