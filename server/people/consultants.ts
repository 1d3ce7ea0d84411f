import { eq } from 'drizzle-orm';
import { orNull } from '@/lib/schemas/admin-catalogue';
import type { ConsultantFields } from '@/lib/schemas/admin-consultant';
import type { ConsultantEditView, StaffConsultantRow } from '@/lib/views/admin-catalogue-views';
import type { Db } from '../db';
import { consultants } from '../db/schema';
import { CATALOGUE, publicOrder, type Actor, type SaveOutcome } from '../catalogue/order';
import { createRecord, savedAs, updateRecord, type CatalogueStore } from '../catalogue/save';

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

const store: CatalogueStore<ConsultantRow, ConsultantFields> = { spec, columns: (fields) => columns(fields), auditFields, label: (row) => row.name };

/** A new consultant (at the end of the order, shown at once), with its audit entry. */
export async function createConsultant(db: Db, fields: ConsultantFields, actor: Actor, now = new Date()): Promise<ConsultantEditView> {
  return consultantEditView(await createRecord(db, store, fields, actor, now));
}

/** Changes a consultant, with its audit entry; `stale` when someone saved it since the form was opened. */
export async function updateConsultant(db: Db, id: number, fields: ConsultantFields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<ConsultantEditView>> {
  return savedAs(await updateRecord(db, store, id, fields, actor, now), (row) => consultantEditView(row));
}
