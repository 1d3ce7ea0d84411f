import { createHash } from 'node:crypto';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { database, type Db } from '../db';
import { rateLimits } from '../db/schema';
import { env } from '../env';

/**
 * Throttling of logins and sign-ups with rate-limiter-flexible. The counters
 * live in the database's `rate_limits` table, so they hold across every app
 * instance on one database; RATE_LIMIT_STORE=memory keeps them in the process
 * (tests only). Limits:
 * - failed logins per account and address: 5 in 15 minutes, then 429 until the window ends;
 * - failed logins per address, whatever the account: 30 in 15 minutes (credential stuffing from one address);
 * - sign-ups per address: 20 an hour.
 */

export const LIMITS = {
  loginPerAccountAndIp: { points: 5, duration: 15 * 60 },
  loginPerIp: { points: 30, duration: 15 * 60 },
  signupPerIp: { points: 20, duration: 60 * 60 },
} as const;

type LimitName = keyof typeof LIMITS;
type Store = 'database' | 'memory';

/** The outcome of a failed attempt: attempts left before the lock, or the wait when locked. */
export type FailureOutcome = { locked: false; remaining: number } | { locked: true; retryAfterMs: number };

export interface Throttle {
  /** null when a login may be tried now, else how long (ms) until it may. */
  loginWait(ip: string, login: string): Promise<number | null>;
  loginFailed(ip: string, login: string): Promise<FailureOutcome>;
  loginSucceeded(ip: string, login: string): Promise<void>;
  /** Counts a sign-up attempt: null when allowed, else how long (ms) until the next may be made. */
  signupWait(ip: string): Promise<number | null>;
}

type Limiters = Record<LimitName, RateLimiterAbstract>;

function makeLimiters(store: Store, db?: Db): Limiters {
  const make = (name: LimitName) => {
    const options = { keyPrefix: name, ...LIMITS[name] };
    return store === 'memory' || !db
      ? new RateLimiterMemory(options)
      : new RateLimiterDrizzle({ ...options, schema: rateLimits, storeClient: db, clearExpiredByTimeout: true });
  };
  return { loginPerAccountAndIp: make('loginPerAccountAndIp'), loginPerIp: make('loginPerIp'), signupPerIp: make('signupPerIp') };
}

/** Logins are hashed in keys: the table holds no e-mail addresses or phone numbers. */
const accountKey = (ip: string, login: string) => `${ip}|${createHash('sha256').update(login).digest('base64url').slice(0, 22)}`;

async function waitOf(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
  const state = await limiter.get(key);
  return state && state.consumedPoints >= points ? Math.max(state.msBeforeNext, 1000) : null;
}

/** Consumes one point; a rejection (points used up) is the lock, not an error. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

export function createThrottle(store: Store, db?: Db): Throttle {
  const limiters = makeLimiters(store, db);
  const { loginPerAccountAndIp, loginPerIp, signupPerIp } = LIMITS;
  return {
    async loginWait(ip, login) {
      const waits = await Promise.all([
        waitOf(limiters.loginPerAccountAndIp, accountKey(ip, login), loginPerAccountAndIp.points),
        waitOf(limiters.loginPerIp, ip, loginPerIp.points),
      ]);
      const locked = waits.filter((wait): wait is number => wait !== null);
      return locked.length > 0 ? Math.max(...locked) : null;
    },
    async loginFailed(ip, login) {
      const [account, address] = await Promise.all([
        consume(limiters.loginPerAccountAndIp, accountKey(ip, login)),
        consume(limiters.loginPerIp, ip),
      ]);
      const lockedBy = [
        account.consumedPoints >= loginPerAccountAndIp.points ? account : null,
        address.consumedPoints >= loginPerIp.points ? address : null,
      ].filter((state): state is RateLimiterRes => state !== null);
      if (lockedBy.length > 0) {
        return { locked: true, retryAfterMs: Math.max(1000, ...lockedBy.map((state) => state.msBeforeNext)) };
      }
      return { locked: false, remaining: Math.max(0, loginPerAccountAndIp.points - account.consumedPoints) };
    },
    async loginSucceeded(ip, login) {
      await limiters.loginPerAccountAndIp.delete(accountKey(ip, login));
    },
    async signupWait(ip) {
      const state = await consume(limiters.signupPerIp, ip);
      return state.consumedPoints > signupPerIp.points ? Math.max(state.msBeforeNext, 1000) : null;
    },
  };
}

const byDb = new WeakMap<Db, Throttle>();
let memoryThrottle: Throttle | undefined;

/** The process's throttle, on the store RATE_LIMIT_STORE names (one per database). */
export async function throttle(): Promise<Throttle> {
  if (env().RATE_LIMIT_STORE === 'memory') return (memoryThrottle ??= createThrottle('memory'));
  const { db } = await database();
  let found = byDb.get(db);
  if (!found) {
    found = createThrottle('database', db);
    byDb.set(db, found);
  }
  return found;
}

/** Seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
