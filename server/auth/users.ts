import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db';
import { exhibitors, users } from '../db/schema';
import { normaliseLogin } from '@/lib/auth/schema';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { endUserSessions, type UserKind } from './sessions';

/** Accounts: creating them (sign-up, the command line, the staff console), changing a password or a role. */

export type UserRow = typeof users.$inferSelect;
export type ExhibitorProfile = Omit<typeof exhibitors.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

/** Why a new password is refused beyond the schema's length rules. */
export type PasswordProblem = 'common' | null;

export function passwordProblem(password: string): PasswordProblem {
  return isCommonPassword(password) ? 'common' : null;
}

export class LoginTakenError extends Error {
  constructor(readonly login: string) {
    super(`An account with the login ${login} already exists`);
    this.name = 'LoginTakenError';
  }
}

export interface NewUser {
  kind: UserKind;
  login: string;
  password: string;
  name?: string;
  /** Exhibitors only: the centre's details. */
  exhibitor?: ExhibitorProfile;
  /** When the login was proven with a code (sign-up does that first); absent: not verified. */
  loginVerifiedAt?: Date;
}

function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return record?.code === '23505' || record?.cause?.code === '23505';
}

/**
 * Creates an account (the password is hashed here); a login already in use is
 * a LoginTakenError. `alongside` runs in the same transaction once the rows
 * exist (the console writes its audit entry there), so both stand or fall together.
 */
export async function createUser(db: Db, input: NewUser, alongside?: (tx: Db, user: UserRow) => Promise<void>): Promise<UserRow> {
  const login = normaliseLogin(input.login);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ kind: input.kind, login, name: input.name?.trim() ?? '', passwordHash, loginVerifiedAt: input.loginVerifiedAt ?? null })
        .returning();
      if (!user) throw new Error('insert returned no row');
      if (input.kind === 'exhibitor') {
        await tx.insert(exhibitors).values({ userId: user.id, company: input.exhibitor?.company ?? user.name, ...input.exhibitor });
      }
      await alongside?.(tx, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new LoginTakenError(login);
    throw error;
  }
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.login, normaliseLogin(login))).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findExhibitorProfile(db: Db, userId: number) {
  const [profile] = await db.select().from(exhibitors).where(eq(exhibitors.userId, userId)).limit(1);
  return profile ?? null;
}

/** Stores a new password and ends every other session of the account (the one in `keepToken` stays). */
export async function setPassword(db: Db, userId: number, password: string, keepToken?: string): Promise<void> {
  await storePasswordHash(db, userId, await hashPassword(password), keepToken);
}

/** Like setPassword with the hash made beforehand (so that a transaction need not wait for scrypt). */
export async function storePasswordHash(db: Db, userId: number, passwordHash: string, keepToken?: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  await endUserSessions(db, userId, keepToken);
}

/** Records that the account's login was proven with a code sent to it (the first proof's time is kept). */
export async function markLoginVerified(db: Executor, userId: number, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ loginVerifiedAt: sql`coalesce(${users.loginVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Changes an account's role. Its open sessions stay, but each one's token is
 * replaced on its next request (server/auth/sessions.ts), so a token seen
 * under the old role is worth nothing under the new one.
 */
export async function setUserKind(db: Db, userId: number, kind: UserKind): Promise<void> {
  await db.update(users).set({ kind, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Disables or enables an account; disabling ends its sessions at once. */
export async function setUserDisabled(db: Db, userId: number, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, userId));
  if (disabled) await endUserSessions(db, userId);
}

export async function recordLogin(db: Db, userId: number, passwordHash?: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(users.id, userId));
}
