import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';
import { WECHAT_PROBLEMS, type WechatLoginView } from '@/lib/accounts/wechat-login';
import { findPending } from './wechat-authorisations';
import { readWechatCookie } from '../auth/wechat-cookies';
import { database } from '../db';
import type { PageContext } from '../http/page';

const query = z.object({ error: z.enum(WECHAT_PROBLEMS).optional().catch(undefined) });

export type WechatLoginProps = WechatLoginView & Record<string, unknown>;

/**
 * /login/wechat: where WeChat's callback sends the browser. `?error=` says why
 * the login stopped; else this browser's first login waiting for its mobile
 * step (its pending cookie), with the WeChat nickname it authorised as; else none.
 */
export async function loadWechatLogin(ctx: PageContext): Promise<GetServerSidePropsResult<WechatLoginProps>> {
  const { error } = query.parse(ctx.query);
  if (error) return { props: { step: 'problem', problem: error } };
  const { db } = await database();
  const pending = await findPending(db, readWechatCookie(ctx.req, 'pending'));
  return { props: pending ? { step: 'mobile', nickname: pending.person.nickname } : { step: 'none' } };
}
