import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { CODE_LENGTH, RESEND_AFTER_SECONDS, type VerificationPurpose } from '@/lib/auth/verification-schema';
import { appSecret } from '../db/app-secrets';
import type { Db, Executor } from '../db';
import { users, verificationCodes } from '../db/schema';
import { enqueueMessage } from '../messages/outbox';

/**
 * One-time codes that prove a mobile number or e-mail address is the
 * person's (sign-up, a forgotten password, verifying an existing account's
 * login from /account). The rules (issue 19, "Verification codes"):
 * - 6 random digits (crypto.randomInt), valid CODE_TTL_MINUTES; stored as an
 *   HMAC-SHA256 under the site's own secret `verification-codes`, never the code;
 * - a recipient is sent at most one new code a minute and CODES_PER_DAY in any
 *   24 hours, whatever the purpose (counted from the table's rows, so every
 *   instance on one database agrees); a refused request tells the wait;
 * - the newest code of a purpose and recipient is the only one that counts: a
 *   new code replaces the older ones;
 * - MAX_WRONG_TRIES wrong tries end a code; a right one is used once.
 * Requesting a code writes its row and its message (the outbox) in one
 * transaction: a committed code has been handed to the delivery worker.
 * A password-reset code is written for any login, but sent only to an existing
 * account's: whoever asks learns nothing about which accounts exist. Rows go
 * after two days (server/messages/retention.ts).
 */

export const CODE_TTL_MINUTES = 5;
export const MAX_WRONG_TRIES = 5;
export const CODES_PER_DAY = 10;
const RESEND_AFTER_MS = RESEND_AFTER_SECONDS * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = 'verification-codes';

export type { VerificationPurpose };

export interface CodeRequest {
  purpose: VerificationPurpose;
  /** The normalised login (mobile number or e-mail address) the code goes to. */
  recipient: string;
  /** The language the message is written in. */
  locale: string;
}

export type RequestOutcome = { kind: 'sent' } | { kind: 'wait'; retryAfterMs: number };

export interface CodeCheck {
  purpose: VerificationPurpose;
  recipient: string;
  code: string;
}

/** `expired` also covers a code already used, ended by wrong tries or never asked for: a new one must be requested. */
export type CheckOutcome = 'ok' | 'wrong' | 'expired';

/** A new code: CODE_LENGTH uniformly random digits. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** The stored form of a code: bound to its purpose and recipient, so a hash says nothing outside its row. */
async function codeHash(db: Db, purpose: VerificationPurpose, recipient: string, code: string): Promise<string> {
  const key = await appSecret(db, SECRET);
  return createHmac('sha256', key).update(`${purpose}\n${recipient}\n${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The kind of message a login receives: SMS to a mobile number (mainland, or E.164 with "+"), e-mail otherwise. */
function addressOf(recipient: string): { mobile: string } | { email: string } {
  return /^1\d{10}$/.test(recipient) || /^\+\d{6,15}$/.test(recipient) ? { mobile: recipient } : { email: recipient };
}

/** Whether a password-reset code may go to this login: an account has it and can log in. */
async function resettable(tx: Executor, recipient: string): Promise<boolean> {
  const [user] = await tx.select({ disabled: users.disabled }).from(users).where(eq(users.login, recipient)).limit(1);
  return user !== undefined && !user.disabled;
}

/** How long a recipient must wait for a new code at `now` (0: it may have one). */
function waitFor(sentAt: readonly Date[], now: Date): number {
  const [latest] = sentAt;
  const minute = latest ? latest.getTime() + RESEND_AFTER_MS - now.getTime() : 0;
  const oldestCounted = sentAt[CODES_PER_DAY - 1];
  const day = oldestCounted ? oldestCounted.getTime() + DAY_MS - now.getTime() : 0;
  return Math.max(0, minute, day);
}

/**
 * Makes and sends a code, or says how long to wait. The row is written for
 * every allowed request (a reset code for a login nobody has included, so the
 * work and the counting are the same); the message only where it should go.
 * `code` is for tests; the site always draws a new one.
 */
export async function requestCode(db: Db, request: CodeRequest, now = new Date(), code = newCode()): Promise<RequestOutcome> {
  const { purpose, recipient, locale } = request;
  const hash = await codeHash(db, purpose, recipient, code);
  return db.transaction(async (tx) => {
    // Simultaneous requests for one recipient (on any instance) take turns, so the minute's rule holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${recipient}`}))`);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(CODES_PER_DAY);
    const wait = waitFor(
      recent.map((row) => row.createdAt),
      now,
    );
    if (wait > 0) return { kind: 'wait', retryAfterMs: wait };

    await tx.insert(verificationCodes).values({
      purpose,
      recipient,
      codeHash: hash,
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    if (purpose !== 'reset' || (await resettable(tx, recipient))) {
      await enqueueMessage(
        tx,
        { kind: 'verification_code', to: addressOf(recipient), locale, params: { code, purpose, minutes: CODE_TTL_MINUTES } },
        now,
      );
    }
    return { kind: 'sent' };
  });
}

/**
 * Checks a code against the newest one of its purpose and recipient, under
 * that row's lock (FOR UPDATE): of two simultaneous checks of the right code,
 * one gets `ok` and the other `expired`. `ok` marks it used; `wrong` counts a
 * try, and the MAX_WRONG_TRIES-th ends it.
 */
export async function checkCode(db: Db, check: CodeCheck, now = new Date()): Promise<CheckOutcome> {
  const { purpose, recipient, code } = check;
  const hash = await codeHash(db, purpose, recipient, code);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.recipient, recipient)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.usedAt !== null || row.attempts >= MAX_WRONG_TRIES || row.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (!sameHash(row.codeHash, hash)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id));
      return 'wrong';
    }
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
    return 'ok';
  });
}
