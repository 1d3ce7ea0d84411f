import { eq } from 'drizzle-orm';
import { orNull } from '@/lib/schemas/admin-catalogue';
import type { PartnerFields } from '@/lib/schemas/admin-partner';
import type { PartnerEditView, StaffPartnerRow } from '@/lib/views/admin-catalogue-views';
import { recordAudit } from '../audit/record';
import { invalidate } from '../kernel/cache';
import type { Db } from '../db';
import { partners } from '../db/schema';
import { isStale, nextUpdatedAt, staleVersion } from '../kernel/record-version';
import { auditPairs, CATALOGUE, changesAny, newSortOrder, publicOrder, type Actor, type SaveOutcome } from '../kernel/display-order';

/** Partners in the console: all of them in the public order, one to edit, creating and changing one with its audit entry. */

type PartnerRow = typeof partners.$inferSelect;
const spec = CATALOGUE.partners;

function staffPartnerRow(row: PartnerRow): StaffPartnerRow {
  return { id: row.id, label: row.name, hidden: row.hidden, sortOrder: row.sortOrder, category: row.category, logo: row.logo, url: row.url };
}

/** Every partner, in the order the home page, /home/page-5 and GET /api/partners show the visible ones. */
export async function staffPartnerRows(db: Db): Promise<StaffPartnerRow[]> {
  return (await db.select().from(partners).orderBy(...publicOrder(spec))).map(staffPartnerRow);
}

export async function staffPartnerRowOf(db: Db, id: number): Promise<StaffPartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ? staffPartnerRow(row) : null;
}

function partnerEditView(row: PartnerRow): PartnerEditView {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn ?? '',
    category: row.category,
    logo: row.logo ?? '',
    url: row.url ?? '',
    description: row.description,
    descriptionEn: row.descriptionEn ?? '',
    hidden: row.hidden,
    version: row.updatedAt.toISOString(),
  };
}

export async function partnerToEdit(db: Db, id: number): Promise<PartnerEditView | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ? partnerEditView(row) : null;
}

function columns(fields: PartnerFields) {
  return {
    name: fields.name,
    nameEn: orNull(fields.nameEn),
    category: fields.category,
    logo: orNull(fields.logo),
    url: orNull(fields.url),
    description: fields.description,
    descriptionEn: orNull(fields.descriptionEn),
  };
}

function auditFields(row: Pick<PartnerRow, 'name' | 'category' | 'url' | 'logo'>) {
  return { name: row.name, category: row.category, url: row.url, logo: row.logo };
}

/** A new partner (at the end of the order, shown at once), with its audit entry. */
export async function createPartner(db: Db, fields: PartnerFields, actor: Actor, now = new Date()): Promise<PartnerEditView> {
  const row = await db.transaction(async (tx) => {
    const sortOrder = await newSortOrder(tx, spec);
    const [created] = await tx
      .insert(partners)
      .values({ ...columns(fields), sortOrder, hidden: false, createdAt: now, updatedAt: now })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'partner.create',
      entity: { type: 'partner', id: created.id, label: created.name },
      changes: { ...auditPairs(null, auditFields(created)), hidden: [null, false], sortOrder: [null, sortOrder] },
      now,
    });
    return created;
  });
  invalidate('partners');
  return partnerEditView(row);
}

/** Changes a partner, with its audit entry; `stale` when someone saved it since the form was opened. */
export async function updatePartner(db: Db, id: number, fields: PartnerFields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<PartnerEditView>> {
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome<PartnerRow>> => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!current) return { kind: 'missing' };
    if (isStale(fields.version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'partner', id }, actorId: actor.id }) };
    }
    const next = columns(fields);
    if (!changesAny(current, next)) return { kind: 'saved', item: current };
    // The new version is later than the one it replaces, even within one millisecond; the audit entry has the same time (who saved it).
    const at = nextUpdatedAt(current.updatedAt, now);
    const [updated] = await tx.update(partners).set({ ...next, updatedAt: at }).where(eq(partners.id, id)).returning();
    if (!updated) return { kind: 'missing' };
    await recordAudit(tx, {
      actor,
      action: 'partner.update',
      entity: { type: 'partner', id, label: updated.name },
      changes: auditPairs(auditFields(current), auditFields(updated)),
      now: at,
    });
    return { kind: 'saved', item: updated };
  });
  if (outcome.kind !== 'saved') return outcome;
  invalidate('partners');
  return { kind: 'saved', item: partnerEditView(outcome.item) };
}
