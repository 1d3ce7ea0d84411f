import { toLocale, type Locale } from '@/lib/i18n';
import type { WechatProblem } from '@/lib/accounts/wechat-login';
import type { Db, Executor } from '../db';
import { log } from '../kernel/log';
import { newSessionToken } from '../auth/session-token';
import { createUser, findUserById, findUserByLogin, LoginTakenError, markLoginVerified, type UserRow } from '../auth/users';
import { WechatError } from '../wechat/api';
import { appById, exchangeCode, type WechatPerson } from '../wechat/oauth';
import { completePending, holdForMobile, takeState, type PendingLogin } from './wechat-authorisations';
import { linkWechat, memberIdOf } from './wechat-identities';

/**
 * The WeChat login's decisions (issue 24), between the API routes
 * (pages/api/auth/wechat/*) and the tables: what WeChat's answer at the
 * callback leads to, and the first login's mobile step. Members only: an
 * editor's, admin's or exhibitor's account is never logged in or linked
 * through WeChat (they log in with their password). Sessions are issued by the
 * routes, as the password login's route does.
 */

export { WECHAT_PROBLEMS, type WechatProblem } from '@/lib/accounts/wechat-login';

/** WeChat's errcodes for a code that is no good: invalid (40029), used already (40163), missing (41008). */
const BAD_CODE = new Set([40029, 40163, 41008]);

/** What follows a callback, and the language of the page that started it (null: no state to say which). */
export type CallbackOutcome = (
  | { kind: 'login'; user: UserRow; redirect: string }
  | { kind: 'pending'; token: string }
  | { kind: 'linked'; redirect: string }
  | { kind: 'refused'; problem: WechatProblem }
) & { locale: Locale | null };

export interface Callback {
  code: string | undefined;
  state: string | undefined;
  /** The browser cookie's value (server/auth/wechat-cookies.ts). */
  browser: string | null;
  /** Who is logged in in this browser (a link must be finished by the member who started it). */
  viewerId: number | null;
}

/** Whether an account may use WeChat: members only, and not disabled. */
function refusalFor(user: Pick<UserRow, 'kind' | 'disabled'>): WechatProblem | null {
  if (user.kind !== 'member') return 'staff';
  return user.disabled ? 'disabled' : null;
}

async function personOf(appId: string, code: string): Promise<WechatPerson | WechatProblem> {
  const app = appById(appId);
  if (!app) return 'off';
  try {
    return await exchangeCode(app, code);
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    log().warn({ event: 'wechat_login_failed', errcode: error.errcode, err: error.message }, 'WeChat did not give the person who authorised');
    return error.errcode !== null && BAD_CODE.has(error.errcode) ? 'code' : 'unavailable';
  }
}

/** What WeChat's callback (`?code=&state=`) leads to: a login, the mobile step, a link, or a refusal. */
export async function handleCallback(db: Db, callback: Callback, now = new Date()): Promise<CallbackOutcome> {
  const taken = await takeState(db, callback.state, callback.browser, now);
  if (!taken.ok) {
    log().info({ event: 'wechat_state_refused', reason: taken.reason }, 'A WeChat callback came with a state that is no good');
    return { kind: 'refused', problem: 'state', locale: null };
  }
  const { row } = taken;
  const locale = toLocale(row.locale);
  // No code: the person declined on WeChat's page.
  if (!callback.code) return { kind: 'refused', problem: 'denied', locale };
  const person = await personOf(row.appId, callback.code);
  if (typeof person === 'string') return { kind: 'refused', problem: person, locale };

  if (row.intent === 'link') {
    if (row.userId === null || row.userId !== callback.viewerId) return { kind: 'refused', problem: 'state', locale };
    const user = await findUserById(db, row.userId);
    const refusal = user ? refusalFor(user) : 'state';
    if (refusal) return { kind: 'refused', problem: refusal, locale };
    const linked = await db.transaction((tx) => linkWechat(tx, row.userId!, person, now));
    if (linked !== 'linked') return { kind: 'refused', problem: linked, locale };
    log().info({ event: 'wechat_linked', userId: row.userId }, 'A member linked WeChat');
    return { kind: 'linked', redirect: row.redirect, locale };
  }

  const memberId = await memberIdOf(db, person);
  if (memberId === null) return { kind: 'pending', token: (await holdForMobile(db, row.id, person, now)).token, locale };
  const user = await findUserById(db, memberId);
  const refusal = user ? refusalFor(user) : 'state';
  if (refusal || !user) return { kind: 'refused', problem: refusal ?? 'state', locale };
  // Found through the other app's unionid: this app's openid is added, so it is found without the unionid too.
  await db.transaction((tx) => linkWechat(tx, user.id, person, now));
  return { kind: 'login', user, redirect: row.redirect, locale };
}

export type MobileOutcome = { ok: true; user: UserRow; created: boolean } | { ok: false; problem: WechatProblem | 'expired' };

class Refused extends Error {
  constructor(readonly problem: WechatProblem | 'expired') {
    super(problem);
  }
}

/**
 * A first login's mobile step, once the code sent to `mobile` is proven: the
 * member with that login gets this WeChat (and the login is marked verified),
 * or, when nobody has it, a member account is made with it (verified, named
 * after the WeChat nickname, with a password nobody knows: the member sets one
 * with a code at /forgot-password, or keeps logging in with WeChat).
 * Staff and exhibitor accounts are refused, and only now, after the proof:
 * someone who only knows a number learns nothing of its account.
 */
export async function finishWithMobile(db: Db, pending: PendingLogin, mobile: string, now = new Date()): Promise<MobileOutcome> {
  const finish = async (tx: Executor, userId: number) => {
    if (!(await completePending(tx, pending.id, now))) throw new Refused('expired');
    const linked = await linkWechat(tx, userId, pending.person, now);
    if (linked !== 'linked') throw new Refused(linked);
  };
  try {
    const existing = await findUserByLogin(db, mobile);
    if (existing) {
      const refusal = refusalFor(existing);
      if (refusal) return { ok: false, problem: refusal };
      await db.transaction(async (tx) => {
        await finish(tx, existing.id);
        await markLoginVerified(tx, existing.id, now);
      });
      return { ok: true, user: { ...existing, loginVerifiedAt: existing.loginVerifiedAt ?? now }, created: false };
    }
    const user = await createUser(
      db,
      { kind: 'member', login: mobile, password: newSessionToken(), name: pending.person.nickname, loginVerifiedAt: now },
      (tx, created) => finish(tx, created.id),
    );
    log().info({ event: 'wechat_member_created', userId: user.id }, 'A member account was made at a first WeChat login');
    return { ok: true, user, created: true };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    // Someone made an account with this number a moment ago: they can try again, and link it.
    if (error instanceof LoginTakenError) return { ok: false, problem: 'busy' };
    throw error;
  }
}
