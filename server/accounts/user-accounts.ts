import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AssignableKind } from '@/lib/accounts/staff-schema';
import { emptyChoice } from '@/lib/http/list-query';
import type { StaffAccountsProps, StaffAccountView } from '@/lib/accounts/staff-views';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit/record';
import { setUserDisabled, setUserKind, type UserRow } from '../auth/users';
import { maskLogin } from '../auth/viewer';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { users } from '../db/schema';
import { accountsPageQuery, ACCOUNTS_PAGE_SIZE, pageCountOf } from './account-pages';

/**
 * Every account for admins (/admin/users): the list, changing a role among
 * member, editor and admin, disabling and enabling. The rules that keep the
 * site administrable: no admin changes their own role or disables themselves,
 * and the last enabled admin is never demoted or disabled. They are decided
 * under one lock that every such change takes (an advisory lock on the roles),
 * so two admins demoting each other at the same moment cannot both succeed:
 * the second sees the first's change and is refused.
 */

type Staff = AuditActor;

export const USER_KINDS = ['member', 'exhibitor', 'editor', 'admin'] as const;

/** /admin/users?kind=&q=&page=: the kind ('' for all) and part of a name or login. */
export const staffAccountsQuery = accountsPageQuery.extend({
  kind: z.enum(USER_KINDS).optional().or(emptyChoice),
});
export type StaffAccountsQuery = z.output<typeof staffAccountsQuery>;

export function staffAccountView(row: UserRow): StaffAccountView {
  return {
    id: row.id,
    login: maskLogin(row.login),
    name: row.name,
    kind: row.kind,
    disabled: row.disabled,
    createdLabel: chinaDateTime(row.createdAt),
    lastLoginLabel: row.lastLoginAt ? chinaDateTime(row.lastLoginAt) : null,
  };
}

function listConditions(filter: StaffAccountsQuery): SQL | undefined {
  return and(filter.kind ? eq(users.kind, filter.kind) : undefined, containsKeyword(filter.q, [users.name, users.login]));
}

/** The accounts that match, newest first, 50 a page. */
export async function staffAccountList(db: Db, filter: StaffAccountsQuery): Promise<StaffAccountsProps> {
  const where = listConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(ACCOUNTS_PAGE_SIZE)
      .offset((filter.page - 1) * ACCOUNTS_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalRows = total?.value ?? 0;
  return {
    kind: filter.kind ?? '',
    q: filter.q,
    page: filter.page,
    pageCount: pageCountOf(totalRows),
    total: totalRows,
    accounts: rows.map(staffAccountView),
  };
}

/** Why a change of role or of disabled is refused. */
export type AccountRefusal =
  | 'not_found'
  /** The admin's own account. */
  | 'self'
  /** Exhibitor accounts keep their kind (they are run on the exhibitors page). */
  | 'exhibitor'
  /** The last enabled admin. */
  | 'last_admin'
  /** The caller is no longer an enabled admin (changed by another admin a moment ago). */
  | 'forbidden';

export type AccountOutcome = { kind: 'changed'; account: StaffAccountView } | { kind: 'refused'; reason: AccountRefusal };

/** Every change of a role or of disabled waits here for the one before it, and then sees it. */
async function lockRoles(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts:roles'))`);
}

/** True when the account is an enabled admin and no other enabled admin exists. */
async function isLastAdmin(tx: Db, account: UserRow): Promise<boolean> {
  if (account.kind !== 'admin' || account.disabled) return false;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'admin'), eq(users.disabled, false), ne(users.id, account.id)))
    .limit(1);
  return !other;
}

/** The caller, read again under the lock: still an enabled admin? */
async function stillAdmin(tx: Db, staff: Staff): Promise<boolean> {
  const [row] = await tx.select({ kind: users.kind, disabled: users.disabled }).from(users).where(eq(users.id, staff.id));
  return row?.kind === 'admin' && !row.disabled;
}

interface AccountChange {
  /** A refusal of this change's own (beyond those every change shares). */
  refuse?: (account: UserRow) => AccountRefusal | null;
  /** True when the change would leave the account no longer an enabled admin. */
  removesAdmin: (account: UserRow) => boolean;
  /** Makes the change; returns the audit entry's action and changes, or null when nothing changes. */
  apply: (tx: Db, account: UserRow) => Promise<Pick<AuditEntry, 'action' | 'changes'> | null>;
}

/**
 * Runs a change of account `id` under the roles lock with its row locked,
 * after the checks: it exists, it is not the caller's own, the change's own
 * rule, not the last enabled admin, and the caller is still an enabled admin.
 */
async function changeAccount(db: Db, id: number, staff: Staff, { refuse, removesAdmin, apply }: AccountChange): Promise<AccountOutcome> {
  const refusal = await db.transaction(async (tx): Promise<AccountRefusal | null> => {
    await lockRoles(tx);
    const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!account) return 'not_found';
    if (account.id === staff.id) return 'self';
    const problem = refuse?.(account);
    if (problem) return problem;
    if (removesAdmin(account) && (await isLastAdmin(tx, account))) return 'last_admin';
    if (!(await stillAdmin(tx, staff))) return 'forbidden';
    const entry = await apply(tx, account);
    if (entry) await recordAudit(tx, { actor: staff, entity: { type: 'user', id, label: account.name || maskLogin(account.login) }, ...entry });
    return null;
  });
  if (refusal) return { kind: 'refused', reason: refusal };
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`account ${id} vanished after a change`);
  return { kind: 'changed', account: staffAccountView(row) };
}

/**
 * Makes an account a member, editor or admin. Its open sessions take the new
 * role at their next request, with a new token (server/auth/sessions.ts).
 */
export function changeRole(db: Db, id: number, kind: AssignableKind, staff: Staff): Promise<AccountOutcome> {
  return changeAccount(db, id, staff, {
    refuse: (account) => (account.kind === 'exhibitor' ? 'exhibitor' : null),
    removesAdmin: (account) => account.kind === 'admin' && kind !== 'admin',
    apply: async (tx, account) => {
      if (account.kind === kind) return null;
      await setUserKind(tx, account.id, kind);
      return { action: 'user.role', changes: { kind: [account.kind, kind] } };
    },
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export function setAccountDisabled(db: Db, id: number, disabled: boolean, staff: Staff): Promise<AccountOutcome> {
  return changeAccount(db, id, staff, {
    removesAdmin: () => disabled,
    apply: async (tx, account) => {
      if (account.disabled === disabled) return null;
      await setUserDisabled(tx, account.id, disabled);
      return { action: 'user.disable', changes: { disabled: [account.disabled, disabled] } };
    },
  });
}
