import { eq } from 'drizzle-orm';
import { orNull } from '@/lib/schemas/admin-catalogue';
import type { ConsultantFields } from '@/lib/schemas/admin-consultant';
import type { ConsultantEditView, StaffConsultantRow } from '@/lib/views/admin-catalogue-views';
import { recordAudit } from '../audit/record';
import { invalidate } from '../kernel/cache';
import type { Db } from '../db';
import { consultants } from '../db/schema';
import { isStale, nextUpdatedAt, staleVersion } from '../kernel/record-version';
import { auditPairs, CATALOGUE, changesAny, newSortOrder, publicOrder, type Actor, type SaveOutcome } from '../kernel/display-order';

/** Consultants in the console: all of them in the public order, one to edit, creating and changing one with its audit entry. */

type ConsultantRow = typeof consultants.$inferSelect;
const spec = CATALOGUE.consultants;

function staffConsultantRow(row: ConsultantRow): StaffConsultantRow {
  return { id: row.id, label: row.name, hidden: row.hidden, sortOrder: row.sortOrder, title: row.title, photo: row.photo };
}

/** Every consultant, in the order the home page and /home/page-5 show the visible ones. */
export async function staffConsultantRows(db: Db): Promise<StaffConsultantRow[]> {
  return (await db.select().from(consultants).orderBy(...publicOrder(spec))).map(staffConsultantRow);
}

export async function staffConsultantRowOf(db: Db, id: number): Promise<StaffConsultantRow | null> {
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id));
  return row ? staffConsultantRow(row) : null;
}

function consultantEditView(row: ConsultantRow): ConsultantEditView {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn ?? '',
    title: row.title,
    titleEn: row.titleEn ?? '',
    expertise: row.expertise,
    expertiseEn: row.expertiseEn ?? [],
    bio: row.bio,
    bioEn: row.bioEn ?? '',
    photo: row.photo ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    hidden: row.hidden,
    version: row.updatedAt.toISOString(),
  };
}

export async function consultantToEdit(db: Db, id: number): Promise<ConsultantEditView | null> {
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id));
  return row ? consultantEditView(row) : null;
}

function columns(fields: ConsultantFields) {
  return {
    name: fields.name,
    nameEn: orNull(fields.nameEn),
    title: fields.title,
    titleEn: orNull(fields.titleEn),
    expertise: fields.expertise,
    expertiseEn: fields.expertiseEn.length > 0 ? fields.expertiseEn : null,
    bio: fields.bio,
    bioEn: orNull(fields.bioEn),
    photo: orNull(fields.photo),
    phone: orNull(fields.phone),
    email: orNull(fields.email),
  };
}

/** The key fields an audit entry keeps (phone and e-mail under the audit log's contact labels). */
function auditFields(row: Pick<ConsultantRow, 'name' | 'title' | 'photo' | 'phone' | 'email'>) {
  return { name: row.name, title: row.title, photo: row.photo, contactPhone: row.phone, contactEmail: row.email };
}

/** A new consultant (at the end of the order, shown at once), with its audit entry. */
export async function createConsultant(db: Db, fields: ConsultantFields, actor: Actor, now = new Date()): Promise<ConsultantEditView> {
  const row = await db.transaction(async (tx) => {
    const sortOrder = await newSortOrder(tx, spec);
    const [created] = await tx
      .insert(consultants)
      .values({ ...columns(fields), sortOrder, hidden: false, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'consultant.create',
      entity: { type: 'consultant', id: created.id, label: created.name },
      changes: { ...auditPairs(null, auditFields(created)), hidden: [null, false], sortOrder: [null, sortOrder] },
      now,
    });
    return created;
  });
  invalidate('consultants');
  return consultantEditView(row);
}

/** Changes a consultant, with its audit entry; `stale` when someone saved it since the form was opened. */
export async function updateConsultant(db: Db, id: number, fields: ConsultantFields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<ConsultantEditView>> {
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome<ConsultantRow>> => {
    const [current] = await tx.select().from(consultants).where(eq(consultants.id, id)).for('update');
    if (!current) return { kind: 'missing' };
    if (isStale(fields.version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'consultant', id }, actorId: actor.id }) };
    }
    const next = columns(fields);
    if (!changesAny(current, next)) return { kind: 'saved', item: current };
    // The new version is later than the one it replaces, even within one millisecond; the audit entry has the same time (who saved it).
    const at = nextUpdatedAt(current.updatedAt, now);
    const [updated] = await tx.update(consultants).set({ ...next, updatedAt: at }).where(eq(consultants.id, id)).returning();
    if (!updated) return { kind: 'missing' };
    await recordAudit(tx, {
      actor,
      action: 'consultant.update',
      entity: { type: 'consultant', id, label: updated.name },
      changes: auditPairs(auditFields(current), auditFields(updated)),
      now: at,
    });
    return { kind: 'saved', item: updated };
  });
  if (outcome.kind !== 'saved') return outcome;
  invalidate('consultants');
  return { kind: 'saved', item: consultantEditView(outcome.item) };
}
