import { and, eq } from 'drizzle-orm';
import type { Application } from '@/lib/certifications/schema';
import type { CertificationKind } from '@/lib/certifications/views';
import type { Db } from '../db';
import { certifications } from '../db/schema';
import { licenceProblem, type LicenceProblem } from './licence';
import { newApplicationNumber } from './number';

/**
 * A certification application (brand, factory, service provider or retailer). One application per
 * Unified Social Credit Code and kind may be open (pending) at a time: the
 * partial unique index decides, so two simultaneous submits cannot both get
 * in, on however many app instances. A rejected or approved one does not
 * stand in the way of a new one.
 */

export type CertificationRow = typeof certifications.$inferSelect;

export type ApplyOutcome =
  | { kind: 'created'; row: CertificationRow }
  | { kind: 'pending_exists' }
  | { kind: 'licence'; problem: LicenceProblem };

export interface ApplyOptions {
  /** The logged-in account that applies, if any. */
  applicantId?: number | null;
  now?: Date;
  /** Draws a number (tests force a collision with it). */
  newNumber?: (kind: CertificationKind, now: Date) => string;
}

/** Attempts at a free number before giving up: at ~10^9 numbers a day, a second collision in a row means something else is wrong. */
const NUMBER_ATTEMPTS = 5;

function isUniqueViolation(error: unknown): boolean {
  // node-postgres puts the SQLSTATE on the error, PGlite too; drizzle wraps either in an error whose cause it is.
  const record = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return record?.code === '23505' || record?.cause?.code === '23505';
}

async function pendingExists(db: Db, uscc: string, kind: CertificationKind): Promise<boolean> {
  const [row] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.uscc, uscc), eq(certifications.kind, kind), eq(certifications.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

export async function applyForCertification(db: Db, input: Application, options: ApplyOptions = {}): Promise<ApplyOutcome> {
  const { applicantId = null, now = new Date(), newNumber = newApplicationNumber } = options;
  const problem = await licenceProblem(db, input.licenceUploadId, applicantId);
  if (problem) return { kind: 'licence', problem };

  const values = {
    kind: input.kind,
    companyName: input.companyName,
    uscc: input.uscc,
    legalRepresentative: input.legalRepresentative,
    contactName: input.contactName,
    mobile: input.mobile,
    email: input.email,
    brandName: input.kind === 'brand' ? input.brandName : '',
    storeName: input.kind === 'retailer' ? input.storeName : '',
    storeAddress: input.kind === 'retailer' ? input.storeAddress : '',
    capacity: input.kind === 'factory' ? input.capacity : '',
    processes: input.kind === 'factory' ? input.processes : [],
    services: input.kind === 'provider' ? input.services : [],
    licenceUploadId: input.licenceUploadId,
    applicantId,
    createdAt: now,
    updatedAt: now,
  };
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    try {
      const [row] = await db
        .insert(certifications)
        .values({ ...values, number: newNumber(input.kind, now) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { kind: 'created', row };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two unique indexes: an open application of this code and kind (the answer), or the number (draw again).
      // Asking the table rather than reading the index's name from the error works the same on both drivers.
      if (await pendingExists(db, input.uscc, input.kind)) return { kind: 'pending_exists' };
    }
  }
  throw new Error(`no free application number after ${NUMBER_ATTEMPTS} attempts`);
}
