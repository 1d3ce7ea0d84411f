import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
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
 * - sign-ups per address: 20 an hour; activity registrations per address: 60 in 10 minutes.
 * An attempt is counted before its password is checked (a successful one is
 * given back), so a burst of simultaneous attempts cannot all slip through
 * before the first failure is recorded. An IPv6 client counts by its /64
 * network, since one host commonly holds a whole /64.
 */

export const LIMITS = {
  loginPerAccountAndIp: { points: 5, duration: 15 * 60 },
  loginPerIp: { points: 30, duration: 15 * 60 },
  signupPerIp: { points: 20, duration: 60 * 60 },
  /** Activity registrations per address: generous, since a trade show's visitors share its Wi-Fi. */
  registrationPerIp: { points: 60, duration: 10 * 60 },
  /** "My registration" look-ups (and cancellations) per address: enough for a family, far too few to guess a code. */
  lookupPerIp: { points: 20, duration: 10 * 60 },
  /** Image uploads per address (anonymous certification uploads and logged-in authors alike). */
  uploadPerIp: { points: 60, duration: 60 * 60 },
  /** Certification applications per address. */
  certificationPerIp: { points: 10, duration: 60 * 60 },
  /** Certification status look-ups per address: enough to check a few times, far too few to guess numbers. */
  certificationLookupPerIp: { points: 20, duration: 10 * 60 },
  /** Contact-form messages per address: a person sends one or two; an office behind one address a few more. */
  feedbackPerIp: { points: 5, duration: 10 * 60 },
  feedbackPerIpDaily: { points: 20, duration: 24 * 60 * 60 },
} as const;

type LimitName = keyof typeof LIMITS;
type Store = 'database' | 'memory';

/** An attempt that may go ahead (attempts left if it fails), or the wait when locked. */
export type AttemptOutcome =
  | { locked: false; remaining: number; /** When the count that `remaining` comes from starts again. */ windowEndsInMs: number }
  | { locked: true; retryAfterMs: number };

export interface Throttle {
  /**
   * Counts a login attempt before its password is checked. Locked: do not
   * check the password. Else `remaining` is how many more failures the
   * account has from this address, this one included in the count.
   */
  loginAttempt(ip: string, login: string): Promise<AttemptOutcome>;
  /** The password was right: the account's failures from this address are forgotten and the attempt is given back. */
  loginSucceeded(ip: string, login: string): Promise<void>;
  /** Counts a sign-up attempt: null when allowed, else how long (ms) until the next may be made. */
  signupWait(ip: string): Promise<number | null>;
  /** Counts an activity registration the same way. */
  registrationWait(ip: string): Promise<number | null>;
  /** Counts a look-up of a registration by mobile number and code the same way. */
  lookupWait(ip: string): Promise<number | null>;
  /** Counts an image upload the same way. */
  uploadWait(ip: string): Promise<number | null>;
  /** Counts a certification application the same way. */
  certificationWait(ip: string): Promise<number | null>;
  /** Counts a certification status look-up the same way. */
  certificationLookupWait(ip: string): Promise<number | null>;
  /** Counts a contact-form message against both of its limits (the longer wait wins). */
  feedbackWait(ip: string): Promise<number | null>;
}

type Limiters = Record<LimitName, RateLimiterAbstract>;

function makeLimiters(store: Store, db?: Db): Limiters {
  const make = (name: LimitName) => {
    const options = { keyPrefix: name, ...LIMITS[name] };
    return store === 'memory' || !db
      ? new RateLimiterMemory(options)
      : new RateLimiterDrizzle({ ...options, schema: rateLimits, storeClient: db, clearExpiredByTimeout: true });
  };
  return {
    loginPerAccountAndIp: make('loginPerAccountAndIp'),
    loginPerIp: make('loginPerIp'),
    signupPerIp: make('signupPerIp'),
    registrationPerIp: make('registrationPerIp'),
    lookupPerIp: make('lookupPerIp'),
    uploadPerIp: make('uploadPerIp'),
    certificationPerIp: make('certificationPerIp'),
    certificationLookupPerIp: make('certificationLookupPerIp'),
    feedbackPerIp: make('feedbackPerIp'),
    feedbackPerIpDaily: make('feedbackPerIpDaily'),
  };
}

/** The part of an address that identifies a client: an IPv4 address, or the /64 network of an IPv6 one. */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Logins are hashed in keys: the table holds no e-mail addresses or phone numbers. */
const accountKey = (ip: string, login: string) => `${addressKey(ip)}|${createHash('sha256').update(login).digest('base64url').slice(0, 22)}`;

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
  const { loginPerAccountAndIp, loginPerIp } = LIMITS;
  const perAddress = async (name: Exclude<LimitName, 'loginPerAccountAndIp' | 'loginPerIp'>, ip: string) => {
    const state = await consume(limiters[name], addressKey(ip));
    return state.consumedPoints > LIMITS[name].points ? Math.max(state.msBeforeNext, 1000) : null;
  };
  return {
    async loginAttempt(ip, login) {
      const [account, address] = await Promise.all([
        consume(limiters.loginPerAccountAndIp, accountKey(ip, login)),
        consume(limiters.loginPerIp, addressKey(ip)),
      ]);
      const over = [
        account.consumedPoints > loginPerAccountAndIp.points ? account : null,
        address.consumedPoints > loginPerIp.points ? address : null,
      ].filter((state): state is RateLimiterRes => state !== null);
      if (over.length > 0) return { locked: true, retryAfterMs: Math.max(1000, ...over.map((state) => state.msBeforeNext)) };
      const accountLeft = loginPerAccountAndIp.points - account.consumedPoints;
      const addressLeft = loginPerIp.points - address.consumedPoints;
      const binding = accountLeft <= addressLeft ? account : address;
      return { locked: false, remaining: Math.min(accountLeft, addressLeft), windowEndsInMs: Math.max(1000, binding.msBeforeNext) };
    },
    async loginSucceeded(ip, login) {
      await Promise.all([limiters.loginPerAccountAndIp.delete(accountKey(ip, login)), limiters.loginPerIp.reward(addressKey(ip), 1)]);
    },
    signupWait: (ip) => perAddress('signupPerIp', ip),
    registrationWait: (ip) => perAddress('registrationPerIp', ip),
    lookupWait: (ip) => perAddress('lookupPerIp', ip),
    uploadWait: (ip) => perAddress('uploadPerIp', ip),
    certificationWait: (ip) => perAddress('certificationPerIp', ip),
    certificationLookupWait: (ip) => perAddress('certificationLookupPerIp', ip),
    async feedbackWait(ip) {
      const waits = await Promise.all([perAddress('feedbackPerIp', ip), perAddress('feedbackPerIpDaily', ip)]);
      const over = waits.filter((wait): wait is number => wait !== null);
      return over.length > 0 ? Math.max(...over) : null;
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
