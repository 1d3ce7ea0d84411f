import { eq } from 'drizzle-orm';
import { orNull } from '@/lib/schemas/admin-catalogue';
import type { PartnerFields } from '@/lib/schemas/admin-partner';
import type { PartnerEditView, StaffPartnerRow } from '@/lib/views/admin-catalogue-views';
import type { Db } from '../db';
import { partners } from '../db/schema';
import { CATALOGUE, publicOrder, type Actor, type SaveOutcome } from '../catalogue/order';
import { createRecord, savedAs, updateRecord, type CatalogueStore } from '../catalogue/save';

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

const store: CatalogueStore<PartnerRow, PartnerFields> = { spec, columns: (fields) => columns(fields), auditFields, label: (row) => row.name };

/** A new partner (at the end of the order, shown at once), with its audit entry. */
export async function createPartner(db: Db, fields: PartnerFields, actor: Actor, now = new Date()): Promise<PartnerEditView> {
  return partnerEditView(await createRecord(db, store, fields, actor, now));
}

/** Changes a partner, with its audit entry; `stale` when someone saved it since the form was opened. */
export async function updatePartner(db: Db, id: number, fields: PartnerFields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<PartnerEditView>> {
  return savedAs(await updateRecord(db, store, id, fields, actor, now), (row) => partnerEditView(row));
}
