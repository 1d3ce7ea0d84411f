import { and, eq, isNull } from 'drizzle-orm';
import type { CertificationKind } from '@/lib/certifications/views';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Executor } from '../db';
import { companies, type certifications, users } from '../db/schema';
import { nextUpdatedAt } from '../audit/record-version';

/**
 * An approved certification makes or updates its company (call it in the review's transaction): the Unified
 * Social Credit Code is the key. A new company takes the certified name, the kind, the certified mark and a
 * factory's capacity and processes or a provider's services; an existing one gains the kind and a fresh
 * certified mark, and takes those details only where it has none (what the company wrote itself stays).
 * The applicant's account, when it has no company yet, becomes the company's. The certification's mobile,
 * e-mail, contact and legal representative never reach the company: they stay on the certification, for staff.
 */

type CertificationRow = typeof certifications.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface CertifiedCompany {
  company: CompanyRow;
  created: boolean;
  /** Whether the applicant's account was linked to the company now. */
  linkedApplicant: boolean;
}

/** The kind's own details, from the certification: a factory's capacity and processes, a provider's services. */
function kindDetails(row: CertificationRow): Partial<Pick<CompanyRow, 'capacity' | 'processes' | 'services'>> {
  if (row.kind === 'factory') return { capacity: row.capacity, processes: row.processes };
  if (row.kind === 'provider') return { services: row.services };
  return {};
}

/** The details an existing company lacks and the certification has. */
function missingDetails(company: CompanyRow, row: CertificationRow): Partial<Pick<CompanyRow, 'capacity' | 'processes' | 'services'>> {
  const details = kindDetails(row);
  return {
    ...(details.capacity !== undefined && company.capacity === '' ? { capacity: details.capacity } : {}),
    ...(details.processes !== undefined && company.processes.length === 0 ? { processes: details.processes } : {}),
    ...(details.services !== undefined && company.services.length === 0 ? { services: details.services } : {}),
  };
}

const withKind = (kinds: readonly CertificationKind[], kind: CertificationKind): CertificationKind[] => (kinds.includes(kind) ? [...kinds] : [...kinds, kind]);

async function lockedByUscc(tx: Executor, uscc: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.uscc, uscc)).for('update');
  return row;
}

export async function certifyCompany(tx: Executor, row: CertificationRow, reviewer: AuditActor, now: Date): Promise<CertifiedCompany> {
  let existing = await lockedByUscc(tx, row.uscc);
  let created = false;
  if (!existing) {
    // Two approvals of one code at once (two kinds): the unique index lets one insert in; the other updates it.
    const [inserted] = await tx
      .insert(companies)
      .values({
        uscc: row.uscc,
        name: row.companyName,
        kinds: [row.kind],
        certifiedKind: row.kind,
        certifiedAt: now,
        certificationId: row.id,
        ...kindDetails(row),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: companies.uscc })
      .returning();
    if (inserted) {
      existing = inserted;
      created = true;
    } else {
      existing = await lockedByUscc(tx, row.uscc);
      if (!existing) throw new Error(`company of certification ${row.id} neither inserted nor found`);
    }
  }

  let company = existing;
  if (!created) {
    const [updated] = await tx
      .update(companies)
      .set({
        kinds: withKind(existing.kinds, row.kind),
        certifiedKind: row.kind,
        certifiedAt: now,
        certificationId: row.id,
        ...missingDetails(existing, row),
        updatedAt: nextUpdatedAt(existing.updatedAt, now),
      })
      .where(eq(companies.id, existing.id))
      .returning();
    if (!updated) throw new Error(`company ${existing.id} vanished under its lock`);
    company = updated;
  }

  let linkedApplicant = false;
  if (row.applicantId !== null) {
    const linked = await tx
      .update(users)
      .set({ companyId: company.id })
      .where(and(eq(users.id, row.applicantId), isNull(users.companyId)))
      .returning({ id: users.id });
    linkedApplicant = linked.length > 0;
  }

  await recordAudit(tx, {
    actor: reviewer,
    action: 'company.certify',
    entity: { type: 'company', id: company.id, label: company.name },
    changes: {
      kinds: [created ? [] : existing.kinds, company.kinds],
      certifiedKind: [created ? null : existing.certifiedKind, company.certifiedKind],
      certification: [null, row.number],
      ...(linkedApplicant ? { member: [null, row.applicantId] } : {}),
    },
    now,
  });
  return { company, created, linkedApplicant };
}
