import { maskUscc } from '@/lib/certifications/uscc';
import type { ApplicationView, StaffCertificationView } from '@/lib/certifications/views';
import { chinaDateTime } from '../kernel/china-time';
import type { CertificationRow } from './apply';
import type { StaffCertificationRow } from './staff-list';

/** Applications as the API and the staff page show them: plain values, China time labels. */

/** What the applicant may see: no licence, no contact details, the code masked. */
export function applicationView(row: CertificationRow): ApplicationView {
  return {
    number: row.number,
    kind: row.kind,
    status: row.status,
    companyName: row.companyName,
    usccMasked: maskUscc(row.uscc),
    submittedAt: row.createdAt.toISOString(),
    submittedLabel: chinaDateTime(row.createdAt),
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewedLabel: row.reviewedAt ? chinaDateTime(row.reviewedAt) : null,
  };
}

/** Where the uploads route serves an upload (GET /api/uploads/{id}; staff may fetch a licence). */
export function uploadUrl(id: string): string {
  return `/api/uploads/${encodeURIComponent(id)}`;
}

/** Everything a reviewer needs, the licence image included. */
export function staffCertificationView({ certification: row, licenceWidth, licenceHeight, reviewerName }: StaffCertificationRow): StaffCertificationView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    companyName: row.companyName,
    uscc: row.uscc,
    legalRepresentative: row.legalRepresentative,
    contactName: row.contactName,
    mobile: row.mobile,
    email: row.email,
    brandName: row.brandName,
    storeName: row.storeName,
    storeAddress: row.storeAddress,
    capacity: row.capacity,
    processes: row.processes,
    services: row.services,
    licence: { url: uploadUrl(row.licenceUploadId), width: licenceWidth, height: licenceHeight },
    byMember: row.applicantId !== null,
    submittedLabel: chinaDateTime(row.createdAt),
    reviewNote: row.reviewNote,
    reviewedLabel: row.reviewedAt ? chinaDateTime(row.reviewedAt) : null,
    reviewerName: row.reviewedAt ? reviewerName : null,
  };
}
