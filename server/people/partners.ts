import type { PartnerFields } from '@/lib/catalogue/partner-schema';
import type { PartnerEditView, StaffPartnerRow } from '@/lib/catalogue/views';
import { partners } from '../db/schema';
import { CATALOGUE } from '../catalogue/order';
import { catalogueRecords, optionalColumns } from '../catalogue/save';

/** Partners in the console: all of them in the public order, one to edit, creating and changing one with its audit entry. */

type PartnerRow = typeof partners.$inferSelect;

const optional = optionalColumns({ nameEn: '', logo: '', url: '', descriptionEn: '' });

/** Every partner in the order the home page, /home/page-5 and GET /api/partners show the visible ones, one to edit, a new one (at the end) and a change, each audited. */
export const partnerRecords = catalogueRecords<PartnerRow, PartnerFields, StaffPartnerRow, PartnerEditView>({
  spec: CATALOGUE.partners,
  staffRow: (row) => ({ id: row.id, label: row.name, hidden: row.hidden, sortOrder: row.sortOrder, category: row.category, logo: row.logo, url: row.url }),
  editView: (row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    ...optional.shown(row),
    hidden: row.hidden,
    version: row.updatedAt.toISOString(),
  }),
  columns: (fields) => ({ name: fields.name, category: fields.category, description: fields.description, ...optional.stored(fields) }),
  auditFields: (row) => ({ name: row.name, category: row.category, url: row.url, logo: row.logo }),
  label: (row) => row.name,
});

