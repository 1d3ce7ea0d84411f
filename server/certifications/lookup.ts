import { and, eq } from 'drizzle-orm';
import type { LookedUpApplicationView } from '@/lib/certifications/views';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import { findUpload } from '../uploads/access';
import { licenceLink } from '../uploads/licence-link';
import type { CertificationRow } from './apply';
import { applicationView } from './views';

/** An application by its number and the mobile number it was made with (both must match). */
export async function findApplication(db: Db, number: string, mobile: string): Promise<CertificationRow | null> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.number, number), eq(certifications.mobile, mobile)));
  return row ?? null;
}

/**
 * What the applicant who found their application sees: its facts and the
 * licence they uploaded, through a link that serves it for ten minutes
 * (licence-link.ts) — the applicant may have had no account to fetch it with.
 */
export async function lookedUpView(db: Db, row: CertificationRow, now = new Date()): Promise<LookedUpApplicationView> {
  const upload = await findUpload(db, row.licenceUploadId);
  if (!upload || upload.purpose !== 'licence') return { ...applicationView(row), licence: null };
  const { url, expiresAt } = await licenceLink(db, upload.id, now);
  return { ...applicationView(row), licence: { url, width: upload.width, height: upload.height, expiresAt: expiresAt.toISOString() } };
}
