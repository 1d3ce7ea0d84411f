import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ExhibitorSaveData, NewExhibitorData } from '@/lib/accounts/staff-schema';
import type { ExhibitorPasswordAnswer, StaffExhibitorsProps, StaffExhibitorView } from '@/lib/accounts/staff-views';
import { recordAudit, type AuditActor } from '../audit/record';
import { generatePassword } from '../auth/generated-password';
import { hashPassword } from '../auth/password';
import { createUser, LoginTakenError, setUserDisabled, storePasswordHash } from '../auth/users';
import { chinaDateTime } from '../kernel/china-time';
import { invalidate } from '../kernel/cache';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { companies, exhibitors, users } from '../db/schema';
import { companyForExhibitor } from '../companies/exhibitor-company';
import { isStale, nextUpdatedAt, staleVersion, versionOf, type StaleVersion } from '../audit/record-version';
import { accountsPageQuery, ACCOUNTS_PAGE_SIZE, pageCountOf, PASSWORD_RESET_MARK } from './account-pages';

/**
 * Exhibitor accounts in the staff console (editors and admins): the list with
 * its search, opening an account with a password the server makes, editing
 * the company, booth and contact, resetting the password, disabling and
 * enabling. Each change is made under a lock on the account's row and
 * written to the audit log in the same transaction; a password appears only
 * in the answer that made it, never in the log or the audit entry. The
 * details carry a version (their `updatedAt`): an edit based on an older one
 * is refused. Passwords and disabling do not touch the details' version.
 */

type Staff = AuditActor;

/** /admin/exhibitors?q=&page=: part of a company, booth or login. */
export const staffExhibitorsQuery = accountsPageQuery;
export type StaffExhibitorsQuery = z.output<typeof staffExhibitorsQuery>;

const PROFILE_FIELDS = ['company', 'boothHall', 'boothNumber', 'contactName', 'contactPhone', 'contactEmail'] as const;

const columns = {
  id: users.id,
  login: users.login,
  name: users.name,
  disabled: users.disabled,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  company: exhibitors.company,
  boothHall: exhibitors.boothHall,
  boothNumber: exhibitors.boothNumber,
  contactName: exhibitors.contactName,
  contactPhone: exhibitors.contactPhone,
  contactEmail: exhibitors.contactEmail,
  updatedAt: exhibitors.updatedAt,
  companyId: users.companyId,
  companyName: companies.name,
};

function exhibitorRows(db: Db) {
  return db
    .select(columns)
    .from(users)
    .innerJoin(exhibitors, eq(exhibitors.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId));
}

type ExhibitorRow = Awaited<ReturnType<ReturnType<typeof exhibitorRows>['execute']>>[number];

export function staffExhibitorView(row: ExhibitorRow): StaffExhibitorView {
  return {
    id: row.id,
    login: row.login,
    company: row.company,
    boothHall: row.boothHall,
    boothNumber: row.boothNumber,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    companyRecord: row.companyId !== null && row.companyName !== null ? { id: row.companyId, name: row.companyName } : null,
    disabled: row.disabled,
    lastLoginLabel: row.lastLoginAt ? chinaDateTime(row.lastLoginAt) : null,
    createdLabel: chinaDateTime(row.createdAt),
    version: versionOf(row.updatedAt),
  };
}

function listConditions(filter: StaffExhibitorsQuery): SQL | undefined {
  return and(
    eq(users.kind, 'exhibitor'),
    containsKeyword(filter.q, [exhibitors.company, exhibitors.boothHall, exhibitors.boothNumber, users.login]),
  );
}

/** The exhibitor accounts that match, newest first, 50 a page. */
export async function staffExhibitorList(db: Db, filter: StaffExhibitorsQuery): Promise<StaffExhibitorsProps> {
  const where = listConditions(filter);
  const [rows, [total]] = await Promise.all([
    exhibitorRows(db)
      .where(where)
      .orderBy(desc(users.id))
      .limit(ACCOUNTS_PAGE_SIZE)
      .offset((filter.page - 1) * ACCOUNTS_PAGE_SIZE),
    db.select({ value: count() }).from(users).innerJoin(exhibitors, eq(exhibitors.userId, users.id)).where(where),
  ]);
  const totalRows = total?.value ?? 0;
  return { q: filter.q, page: filter.page, pageCount: pageCountOf(totalRows), total: totalRows, exhibitors: rows.map(staffExhibitorView) };
}

/** One exhibitor account, or null (no such account, or not an exhibitor's). */
export async function staffExhibitor(db: Db, id: number): Promise<StaffExhibitorView | null> {
  const [row] = await exhibitorRows(db).where(and(eq(users.id, id), eq(users.kind, 'exhibitor')));
  return row ? staffExhibitorView(row) : null;
}

/** The account's row, locked until the transaction ends; null when it is not an exhibitor's. */
async function lockExhibitor(tx: Db, id: number): Promise<ExhibitorRow | null> {
  const [row] = await exhibitorRows(tx)
    .where(and(eq(users.id, id), eq(users.kind, 'exhibitor')))
    .for('update', { of: [users, exhibitors] });
  return row ?? null;
}

async function exhibitorAfter(db: Db, id: number): Promise<StaffExhibitorView> {
  const view = await staffExhibitor(db, id);
  if (!view) throw new Error(`exhibitor ${id} vanished after a change`);
  return view;
}

export type CreateExhibitorOutcome = { kind: 'created'; answer: ExhibitorPasswordAnswer } | { kind: 'login_taken' } | { kind: 'company_missing' };

/** The chosen company is gone (deleted since the form searched): nothing is written. */
class CompanyMissingError extends Error {}

/**
 * Opens an exhibitor account with a password made here, returned once (it is stored only as its hash). The
 * account belongs to a company (users.companyId): the one chosen, or a new one named as the typed company;
 * the exhibitor row keeps its own company text as before.
 */
export async function createExhibitor(db: Db, input: NewExhibitorData, staff: Staff): Promise<CreateExhibitorOutcome> {
  const { login, companyId, ...profile } = input;
  const password = generatePassword();
  try {
    const user = await createUser(db, { kind: 'exhibitor', login, password, name: profile.company, exhibitor: profile }, async (tx, created) => {
      const company = await companyForExhibitor(tx, companyId, profile.company, staff);
      if (!company) throw new CompanyMissingError();
      await tx.update(users).set({ companyId: company.id }).where(eq(users.id, created.id));
      await recordAudit(tx, {
        actor: staff,
        action: 'exhibitor.create',
        entity: { type: 'exhibitor', id: created.id, label: profile.company },
        changes: { login: ['', created.login], ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ['', profile[field]]])), companyId: [null, company.id] },
      });
    });
    if (companyId === null) invalidate('companies');
    return { kind: 'created', answer: { exhibitor: await exhibitorAfter(db, user.id), password } };
  } catch (error) {
    if (error instanceof LoginTakenError) return { kind: 'login_taken' };
    if (error instanceof CompanyMissingError) return { kind: 'company_missing' };
    throw error;
  }
}

export type UpdateExhibitorOutcome =
  | { kind: 'saved'; exhibitor: StaffExhibitorView }
  | { kind: 'missing' }
  | { kind: 'company_missing' }
  | { kind: 'stale'; version: StaleVersion };

type UpdateResult = 'saved' | 'missing' | 'company_missing' | { kind: 'stale'; version: StaleVersion };

/**
 * Changes the company record the account belongs to (`companyId`: another existing company; null keeps it),
 * and the company name, booth and contact, when `version` is still the details' (`stale` otherwise: someone
 * saved them since the form was opened, and nothing is written); `missing` when there is no such exhibitor
 * account, `company_missing` when the chosen company no longer exists. Nothing changed writes nothing.
 */
export async function updateExhibitor(db: Db, id: number, { version, companyId, ...profile }: ExhibitorSaveData, staff: Staff, now = new Date()): Promise<UpdateExhibitorOutcome> {
  const outcome = await db.transaction(async (tx): Promise<UpdateResult> => {
    const current = await lockExhibitor(tx, id);
    if (!current) return 'missing';
    if (isStale(version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'exhibitor', id }, actorId: staff.id }) };
    }
    const changes: Record<string, [unknown, unknown]> = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => current[field] !== profile[field]).map((field) => [field, [current[field], profile[field]] as [string, string]]),
    );
    const movesCompany = companyId !== null && companyId !== current.companyId;
    if (movesCompany) {
      const [chosen] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!chosen) return 'company_missing';
      changes.companyId = [current.companyId, companyId];
    }
    if (Object.keys(changes).length === 0) return 'saved';
    // A version later than the one it replaces, with the audit entry at the same time (who saved it).
    const at = nextUpdatedAt(current.updatedAt, now);
    await tx.update(exhibitors).set({ ...profile, updatedAt: at }).where(eq(exhibitors.userId, id));
    // The header shows the account's name: an exhibitor's is its company, unless someone gave it another.
    const renames = current.name === current.company;
    if (renames || movesCompany) {
      await tx
        .update(users)
        .set({ ...(renames ? { name: profile.company } : {}), ...(movesCompany ? { companyId } : {}), updatedAt: at })
        .where(eq(users.id, id));
    }
    await recordAudit(tx, { actor: staff, action: 'exhibitor.update', entity: { type: 'exhibitor', id, label: profile.company }, changes, now: at });
    return 'saved';
  });
  if (outcome === 'saved') {
    // The company's profile shows who keeps it, and the directory's exhibitor counts read the account's company.
    if (companyId !== null) invalidate('companies');
    return { kind: 'saved', exhibitor: await exhibitorAfter(db, id) };
  }
  if (outcome === 'missing' || outcome === 'company_missing') return { kind: outcome };
  return outcome;
}

/**
 * Gives the account a new password made here (returned once) and ends all its
 * sessions; null when there is no such exhibitor account. The audit entry
 * says that it was reset, never what to.
 */
export async function resetExhibitorPassword(db: Db, id: number, staff: Staff): Promise<ExhibitorPasswordAnswer | null> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const found = await db.transaction(async (tx) => {
    const current = await lockExhibitor(tx, id);
    if (!current) return false;
    await storePasswordHash(tx, id, passwordHash);
    await recordAudit(tx, { actor: staff, action: 'exhibitor.reset_password', entity: { type: 'exhibitor', id, label: current.company }, changes: { password: ['', PASSWORD_RESET_MARK] } });
    return true;
  });
  return found ? { exhibitor: await exhibitorAfter(db, id), password } : null;
}

/** Disables (ending its sessions) or enables an exhibitor account; null when there is none. Asking for what already is writes nothing. */
export async function setExhibitorDisabled(db: Db, id: number, disabled: boolean, staff: Staff): Promise<StaffExhibitorView | null> {
  const found = await db.transaction(async (tx) => {
    const current = await lockExhibitor(tx, id);
    if (!current) return false;
    if (current.disabled === disabled) return true;
    await setUserDisabled(tx, id, disabled);
    await recordAudit(tx, { actor: staff, action: 'exhibitor.disable', entity: { type: 'exhibitor', id, label: current.company }, changes: { disabled: [current.disabled, disabled] } });
    return true;
  });
  return found ? exhibitorAfter(db, id) : null;
}
