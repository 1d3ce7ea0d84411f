import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { isStaffKind } from '@/lib/articles/rules';
import { lt } from 'drizzle-orm';
import { database, type Db } from '../db';
import { whenClosing } from '../db/client';
import { BatchedRateLimiterDrizzle } from './batched-limit-store';
import { rateLimits } from '../db/schema';
import { env } from '../kernel/env';
import type { UserKind } from './sessions';

/**
 * Throttling of logins and sign-ups with rate-limiter-flexible. The counters
 * live in the database's `rate_limits` table, so they hold across every app
 * instance on one database; RATE_LIMIT_STORE=memory keeps them in the process
 * (tests only). Limits:
 * - failed logins per account and address: 5 in 15 minutes, then 429 until the window ends;
 * - failed logins per address, whatever the account: 30 in 15 minutes (credential stuffing from one address);
 * - sign-ups per address: 20 an hour; activity registrations per address: 60 in 10 minutes;
 * - and the rest of the table below, per address and per account.
 * An attempt is counted before its password is checked (a successful one is
 * given back), so a burst of simultaneous attempts cannot all slip through
 * before the first failure is recorded. An IPv6 client counts by its /64
 * network, since one host commonly holds a whole /64.
 *
 * Per-account limits (keyed by the account's id: no personal data) stop one
 * account flooding the review queue, the articles or the uploads, whatever
 * addresses it comes from. Each is far above what a person does. An attempt is
 * counted before its work; one refused for what was sent (400 with field
 * errors, a refused file) is given back, so fixing a form never locks anyone
 * out (server/http/rate-limited.ts limitedPerAccount).
 */

/** A fixed window: `points` attempts in `duration` seconds, counted from the first. */
interface Limit {
  points: number;
  duration: number;
  /** Per-account limits only: an editor's or admin's allowance where their work needs more, or 'exempt' (not counted). */
  staff?: number | 'exempt';
}

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
  /**
   * Verification codes asked for per address (sign-up, password reset, verifying a login), whatever the number:
   * on top of each number's own one a minute and ten a day (server/accounts/verification.ts).
   */
  codePerIp: { points: 20, duration: 60 * 60 },
  /** "Resend my ticket" per address, and per activity and number (counted whether or not that number registered). */
  resendTicketPerIp: { points: 10, duration: 10 * 60 },
  resendTicketPerNumber: { points: 1, duration: 60 },
  resendTicketPerNumberDaily: { points: 5, duration: 24 * 60 * 60 },
  /** Job applications per address: students at a campus talk share one Wi-Fi, and each sends one or two. */
  applicationPerIp: { points: 20, duration: 60 * 60 },
  /**
   * Job applications per mobile number, whatever the job or address: a candidate applies for a few jobs a day.
   * A refused résumé (wrong type, too large) is given back, so choosing the right file never locks anyone out.
   */
  applicationPerMobile: { points: 5, duration: 24 * 60 * 60 },
  /** Application status look-ups per address: enough to check a few times, far too few to guess references. */
  applicationLookupPerIp: { points: 20, duration: 10 * 60 },
  /**
   * WeChat logins started and WeChat's callbacks, per address, counted together: each asks WeChat's API, whose
   * allowance is the site's; a person needs two or three, an office behind one address a few dozen.
   */
  wechatPerIp: { points: 60, duration: 10 * 60 },
  /** A first WeChat login's mobile step per address, as sign-ups are counted (its code's five tries are on top). */
  wechatMobilePerIp: { points: 20, duration: 60 * 60 },

  // ---- per account ----
  /**
   * New articles (on /publish and in the console alike): a member writes a few a week. Staff write in bulk
   * (importing a press release's series), so theirs is ten times more: a ceiling for a runaway script, not for work.
   */
  articlesPerAccount: { points: 10, duration: 60 * 60, staff: 100 },
  articlesPerAccountDaily: { points: 30, duration: 24 * 60 * 60, staff: 300 },
  /** Submissions for review: the queue editors read. An editor's or admin's submission publishes at once, past the queue. */
  submissionsPerAccount: { points: 10, duration: 60 * 60, staff: 'exempt' },
  /**
   * Draft saves (PUT /api/articles/{id}): they change a row and add none, so this only stops a script hammering the
   * sanitiser. Autosave sends one 3 s after typing stops and one every 30 s, one at a time: at most about 200 in 10
   * minutes from a tab typing in bursts; this allows three such tabs.
   */
  draftSavesPerAccount: { points: 600, duration: 10 * 60 },
  /** Uploads (article images, licences) per logged-in account, on top of the address's: refused files are not counted. */
  uploadsPerAccount: { points: 60, duration: 60 * 60, staff: 600 },
  uploadsPerAccountDaily: { points: 200, duration: 24 * 60 * 60, staff: 2000 },
  /** Certification applications per logged-in account, on top of the address's: one company applies once or twice. */
  certificationsPerAccount: { points: 5, duration: 24 * 60 * 60 },
  /** Company profile changes proposed per account (each replaces the pending one): a form saved again and again, not a script. */
  companyRevisionsPerAccount: { points: 20, duration: 60 * 60 },
  /**
   * Sourcing requests posted per account (/sourcing/new): a buyer posts a few a week; each is read by staff and
   * by every supplier of its category, so a flood costs others' time.
   */
  sourcingRequestsPerAccount: { points: 3, duration: 60 * 60 },
  sourcingRequestsPerAccountDaily: { points: 5, duration: 24 * 60 * 60 },
  /**
   * A buyer's steps on its requests' quotes (shortlist, accept, decline, close): comparing thirty quotes is a
   * few dozen clicks; each accept or decline sends the supplier a message, so a script stops here.
   */
  sourcingChoicesPerAccount: { points: 60, duration: 60 * 60 },
  sourcingChoicesPerAccountDaily: { points: 200, duration: 24 * 60 * 60 },
  /** Questions and answers in quotes' threads: each one sends the other side a message. */
  sourcingThreadPerAccount: { points: 20, duration: 60 * 60 },
  sourcingThreadPerAccountDaily: { points: 80, duration: 24 * 60 * 60 },
  /**
   * Quote writes per account (send, revise, withdraw on /sourcing/[id]): a supplier answers a handful of
   * requests a day and revises each a few times; each new quote is a message to a buyer.
   */
  sourcingQuotesPerAccount: { points: 20, duration: 60 * 60 },
  sourcingQuotesPerAccountDaily: { points: 60, duration: 24 * 60 * 60 },
  /**
   * Staff's actions on sourcing (/admin/sourcing: close, hide, mark a company trusted, invite a company), per staff
   * account: inviting the 20 matched companies of a few requests is a few dozen clicks; each invitation messages a
   * company, so a runaway script must stop well before it floods suppliers.
   */
  sourcingStaffPerAccount: { points: 120, duration: 60 * 60 },
  sourcingStaffPerAccountDaily: { points: 400, duration: 24 * 60 * 60 },
  /**
   * Sourcing drafts started per account (the first autosave of a new form; later saves count as draftSave): a
   * buyer starts a few a day, a script starting hundreds fills the table.
   */
  sourcingDraftsPerAccountDaily: { points: 20, duration: 24 * 60 * 60 },
  /** Contact-form messages per logged-in account, on top of the address's. */
  feedbackPerAccount: { points: 5, duration: 10 * 60 },
  /**
   * Meeting requests and every step on a meeting (accept, propose, decline, cancel), per account: a member
   * books a handful a show, an exhibitor answers a few dozen a day; a script flooding companies stops here.
   */
  meetingWritesPerAccount: { points: 30, duration: 60 * 60 },
  meetingWritesPerAccountDaily: { points: 120, duration: 24 * 60 * 60 },
  /** Saving and dropping exhibitors (我的展商): a visitor planning a show clicks many; a script, far more. */
  savedCompaniesPerAccount: { points: 300, duration: 60 * 60 },
  /**
   * Changes to the shared category list (/admin/categories: new, renamed, moved, hidden), staff only: tidying the
   * list is a few dozen clicks; this is a ceiling for a runaway script, not for work.
   */
  categoryEditsPerAccount: { points: 300, duration: 60 * 60 },
  /**
   * Floor-plan edits (halls and booths placed, moved, assigned, removed) per staff account: placing a 300-booth
   * hall by hand is a few hundred saves in an afternoon; this stops a runaway script, not the work.
   */
  floorEditsPerAccount: { points: 600, duration: 10 * 60 },
} as const satisfies Record<string, Limit>;

type LimitName = keyof typeof LIMITS;

/** What an account does that is counted, and the limits (of LIMITS) each counts against. */
export const ACCOUNT_ACTIONS = {
  articleCreate: ['articlesPerAccount', 'articlesPerAccountDaily'],
  articleSubmit: ['submissionsPerAccount'],
  draftSave: ['draftSavesPerAccount'],
  upload: ['uploadsPerAccount', 'uploadsPerAccountDaily'],
  certification: ['certificationsPerAccount'],
  feedback: ['feedbackPerAccount'],
  companyRevision: ['companyRevisionsPerAccount'],
  sourcingRequest: ['sourcingRequestsPerAccount', 'sourcingRequestsPerAccountDaily'],
  sourcingChoice: ['sourcingChoicesPerAccount', 'sourcingChoicesPerAccountDaily'],
  sourcingThread: ['sourcingThreadPerAccount', 'sourcingThreadPerAccountDaily'],
  sourcingQuote: ['sourcingQuotesPerAccount', 'sourcingQuotesPerAccountDaily'],
  sourcingStaff: ['sourcingStaffPerAccount', 'sourcingStaffPerAccountDaily'],
  sourcingDraft: ['sourcingDraftsPerAccountDaily'],
  meetingWrite: ['meetingWritesPerAccount', 'meetingWritesPerAccountDaily'],
  savedCompany: ['savedCompaniesPerAccount'],
  categoryEdit: ['categoryEditsPerAccount'],
  floorEdit: ['floorEditsPerAccount'],
} as const satisfies Record<string, readonly LimitName[]>;

export type AccountAction = keyof typeof ACCOUNT_ACTIONS;
type AccountLimitName = (typeof ACCOUNT_ACTIONS)[AccountAction][number];

/** The account an action is counted for. */
export interface LimitedAccount {
  id: number;
  kind: UserKind;
}

/** Why an account's action may not go ahead: the limit it reached, that limit's window, and the wait. */
export interface AccountRefusal {
  limit: AccountLimitName;
  windowSeconds: number;
  waitMs: number;
}
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
  /** Counts a request for a verification code from an address. */
  codeWait(ip: string): Promise<number | null>;
  /** Counts a "resend my ticket" against the address's limit and the activity and number's (the longer wait wins). */
  resendTicketWait(ip: string, activityId: number, mobile: string): Promise<number | null>;
  /** Counts a job application from an address. */
  applicationWait(ip: string): Promise<number | null>;
  /** Counts a job application by a mobile number. */
  applicationMobileWait(mobile: string): Promise<number | null>;
  /** Gives a number's application back: its résumé was refused and nothing was stored. */
  applicationMobileGiveBack(mobile: string): Promise<void>;
  /** Counts a look-up of an application by reference and mobile number. */
  applicationLookupWait(ip: string): Promise<number | null>;
  /** Counts a WeChat login started, or WeChat's callback, from an address. */
  wechatWait(ip: string): Promise<number | null>;
  /** Counts a first WeChat login's mobile step from an address. */
  wechatMobileWait(ip: string): Promise<number | null>;
  /**
   * Counts one of an account's actions against each of its limits, before the work: null when it may go
   * ahead, else the limit that refuses it (the longest wait). A refused attempt is given back to the
   * action's other limits, so waiting out an hour's lock does not use up the day's allowance.
   */
  accountAttempt(action: AccountAction, account: LimitedAccount): Promise<AccountRefusal | null>;
  /** Gives an allowed attempt back: it was refused for what was sent and did nothing. */
  accountGiveBack(action: AccountAction, account: LimitedAccount): Promise<void>;
}

type Limiters = Record<LimitName, RateLimiterAbstract>;

function makeLimiters(store: Store, db?: Db): Limiters {
  const names = Object.keys(LIMITS) as LimitName[];
  const make = (name: LimitName): RateLimiterAbstract => {
    const { points, duration } = LIMITS[name];
    const options = { keyPrefix: name, points, duration };
    // The table's expired rows are deleted by sweepExpiredLimits, not by each limiter's own timer.
    return store === 'memory' || !db
      ? new RateLimiterMemory(options)
      : new BatchedRateLimiterDrizzle({ ...options, schema: rateLimits, storeClient: db, clearExpiredByTimeout: false });
  };
  return Object.fromEntries(names.map((name) => [name, make(name)])) as Limiters;
}

/** How often, and how long after expiring, the limits table's rows are deleted. */
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_AFTER_MS = 60 * 60_000;
const swept = new WeakSet<Db>();

/**
 * Deletes the limits table's long-expired rows every few minutes, one timer
 * per database, stopped (after any sweep under way) when the database closes:
 * the library's own timer outlived the database it was given.
 */
function sweepExpiredLimits(db: Db): void {
  if (swept.has(db)) return;
  swept.add(db);
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= db
      .delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(Date.now() - SWEEP_AFTER_MS)))
      .catch(() => undefined) // the next sweep tries again
      .finally(() => {
        running = null;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  whenClosing(db, async () => {
    clearInterval(timer);
    await running;
  });
}

/** An account's allowance under one limit: staff may have their own; null when they are not counted. */
function allowance(name: AccountLimitName, kind: UserKind): number | null {
  const limit: Limit = LIMITS[name];
  if (!isStaffKind(kind) || limit.staff === undefined) return limit.points;
  return limit.staff === 'exempt' ? null : limit.staff;
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

/** Logins and numbers are hashed in keys: the table holds no e-mail addresses or phone numbers. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
const accountKey = (ip: string, login: string) => `${addressKey(ip)}|${hashed(login)}`;

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
  if (store === 'database' && db) sweepExpiredLimits(db);
  const { loginPerAccountAndIp, loginPerIp } = LIMITS;
  const perKey = async (name: Exclude<LimitName, 'loginPerAccountAndIp' | 'loginPerIp' | AccountLimitName>, key: string) => {
    const state = await consume(limiters[name], key);
    return state.consumedPoints > LIMITS[name].points ? Math.max(state.msBeforeNext, 1000) : null;
  };
  const perAddress = (name: Parameters<typeof perKey>[0], ip: string) => perKey(name, addressKey(ip));
  const longest = (waits: (number | null)[]) => {
    const over = waits.filter((wait): wait is number => wait !== null);
    return over.length > 0 ? Math.max(...over) : null;
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
    feedbackWait: async (ip) => longest(await Promise.all([perAddress('feedbackPerIp', ip), perAddress('feedbackPerIpDaily', ip)])),
    codeWait: (ip) => perAddress('codePerIp', ip),
    async resendTicketWait(ip, activityId, mobile) {
      const number = `${activityId}|${hashed(mobile)}`;
      return longest(
        await Promise.all([
          perAddress('resendTicketPerIp', ip),
          perKey('resendTicketPerNumber', number),
          perKey('resendTicketPerNumberDaily', number),
        ]),
      );
    },
    applicationWait: (ip) => perAddress('applicationPerIp', ip),
    applicationMobileWait: (mobile) => perKey('applicationPerMobile', hashed(mobile)),
    async applicationMobileGiveBack(mobile) {
      await limiters.applicationPerMobile.reward(hashed(mobile), 1);
    },
    applicationLookupWait: (ip) => perAddress('applicationLookupPerIp', ip),
    wechatWait: (ip) => perAddress('wechatPerIp', ip),
    wechatMobileWait: (ip) => perAddress('wechatMobilePerIp', ip),
    async accountAttempt(action, account) {
      const key = String(account.id);
      const counted = countedLimits(action, account.kind);
      const states = await Promise.all(counted.map(({ name }) => consume(limiters[name], key)));
      const over = counted.flatMap((limit, index) => (states[index]!.consumedPoints > limit.points ? [{ ...limit, state: states[index]! }] : []));
      if (over.length === 0) return null;
      const refusing = over.reduce((longest, next) => (next.state.msBeforeNext > longest.state.msBeforeNext ? next : longest));
      const untouched = counted.filter(({ name }) => !over.some((limit) => limit.name === name));
      await Promise.all(untouched.map(({ name }) => limiters[name].reward(key, 1)));
      return { limit: refusing.name, windowSeconds: LIMITS[refusing.name].duration, waitMs: Math.max(1000, refusing.state.msBeforeNext) };
    },
    async accountGiveBack(action, account) {
      await Promise.all(countedLimits(action, account.kind).map(({ name }) => limiters[name].reward(String(account.id), 1)));
    },
  };
}

/** The limits an account's action counts against, with the account's allowance under each (staff exemptions left out). */
function countedLimits(action: AccountAction, kind: UserKind): { name: AccountLimitName; points: number }[] {
  return ACCOUNT_ACTIONS[action].flatMap((name) => {
    const points = allowance(name, kind);
    return points === null ? [] : [{ name, points }];
  });
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
