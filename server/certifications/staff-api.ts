import type { StaffCertificationList } from '@/lib/certifications/views';
import type { Db } from '../db';
import { certificationTotals, countCertifications, listCertifications, STAFF_CERTIFICATIONS_SHOWN, type StaffCertificationQuery } from './staff-list';
import { staffCertificationView } from './views';

/** The staff list as the API and the staff page give it: the totals per status, how many match and the first that match. */
export async function staffCertificationList(db: Db, filter: StaffCertificationQuery): Promise<StaffCertificationList> {
  const [totals, total, rows] = await Promise.all([certificationTotals(db), countCertifications(db, filter), listCertifications(db, filter)]);
  return { totals, total, limit: STAFF_CERTIFICATIONS_SHOWN, rows: rows.map(staffCertificationView) };
}
