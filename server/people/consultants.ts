import type { ConsultantFields } from '@/lib/catalogue/consultant-schema';
import type { ConsultantEditView, StaffConsultantRow } from '@/lib/catalogue/views';
import { consultants } from '../db/schema';
import { CATALOGUE } from '../catalogue/order';
import { catalogueRecords, optionalColumns } from '../catalogue/save';

/** Consultants in the console: all of them in the public order, one to edit, creating and changing one with its audit entry. */

type ConsultantRow = typeof consultants.$inferSelect;

const optional = optionalColumns({ nameEn: '', titleEn: '', expertiseEn: [], bioEn: '', photo: '', phone: '', email: '' });

function editView(row: ConsultantRow): ConsultantEditView {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    expertise: row.expertise,
    bio: row.bio,
    ...optional.shown(row),
    hidden: row.hidden,
    version: row.updatedAt.toISOString(),
  };
}

/** Every consultant in the order the home page and /home/page-5 show the visible ones, one to edit, a new one (at the end) and a change, each audited. */
export const consultantRecords = catalogueRecords<ConsultantRow, ConsultantFields, StaffConsultantRow, ConsultantEditView>({
  spec: CATALOGUE.consultants,
  staffRow: (row) => ({ id: row.id, label: row.name, hidden: row.hidden, sortOrder: row.sortOrder, title: row.title, photo: row.photo }),
  editView,
  columns: (fields) => ({ name: fields.name, title: fields.title, expertise: fields.expertise, bio: fields.bio, ...optional.stored(fields) }),
  // The key fields an audit entry keeps (phone and e-mail under the audit log's contact labels).
  auditFields: (row) => ({ name: row.name, title: row.title, photo: row.photo, contactPhone: row.phone, contactEmail: row.email }),
  label: (row) => row.name,
});

