import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db';
import { wechatIdentities } from '../db/schema';
import type { WechatPerson } from '../wechat/oauth';

/**
 * Which member a WeChat is (the `wechat_identities` table): the same app's
 * openid first, else the unionid WeChat gives for one person across the apps
 * of one open-platform account (the website application and the official
 * account, when both are bound to it). A member has at most one WeChat, whatever
 * rows its apps add; a WeChat belongs to at most one member.
 */

/** The member a WeChat is linked to, or null. */
export async function memberIdOf(db: Executor, person: WechatPerson): Promise<number | null> {
  const sameApp = and(eq(wechatIdentities.appId, person.appId), eq(wechatIdentities.openId, person.openId));
  const [row] = await db
    .select({ userId: wechatIdentities.userId })
    .from(wechatIdentities)
    .where(person.unionId ? or(sameApp, eq(wechatIdentities.unionId, person.unionId)) : sameApp)
    .orderBy(asc(wechatIdentities.id))
    .limit(1);
  return row?.userId ?? null;
}

/** Whether a member has a WeChat linked, and its nickname (the first linked). */
export async function linkedWechat(db: Executor, userId: number): Promise<{ linked: boolean; nickname: string }> {
  const [row] = await db.select({ nickname: wechatIdentities.nickname }).from(wechatIdentities).where(eq(wechatIdentities.userId, userId)).orderBy(asc(wechatIdentities.id)).limit(1);
  return { linked: row !== undefined, nickname: row?.nickname ?? '' };
}

export type LinkOutcome = 'linked' | 'taken' | 'other_wechat';

/**
 * Links a WeChat to a member (in the caller's transaction): `taken` when it is
 * another member's, `other_wechat` when the member has a different one. Linking
 * the same WeChat again through the other app adds that app's row. Two links
 * at the same moment — one WeChat by two members, or two WeChats to one member,
 * on any instances — take their turn (advisory locks on the WeChat, then on the
 * member, always in that order), so the checks below hold until the commit.
 */
export async function linkWechat(tx: Executor, userId: number, person: WechatPerson, now = new Date()): Promise<LinkOutcome> {
  const wechat = person.unionId ? `union:${person.unionId}` : `open:${person.appId}:${person.openId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat-identity:${wechat}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat-member:${userId}`}))`);
  const owner = await memberIdOf(tx, person);
  if (owner !== null && owner !== userId) return 'taken';
  if (owner === null && (await linkedWechat(tx, userId)).linked) return 'other_wechat';
  await tx
    .insert(wechatIdentities)
    .values({ userId, appId: person.appId, openId: person.openId, unionId: person.unionId, nickname: person.nickname, createdAt: now })
    .onConflictDoNothing();
  return 'linked';
}

/** Removes every WeChat row of a member: how many there were. */
export async function unlinkWechat(db: Db, userId: number): Promise<number> {
  const removed = await db.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId)).returning({ id: wechatIdentities.id });
  return removed.length;
}
