import { env, type Env } from '../kernel/env';
import type { WechatAccount } from './api';

/** The official account of WECHAT_APP_ID and WECHAT_APP_SECRET; null when they are not set (nothing of WeChat's loads). */
export function wechatAccount(e: Env = env()): WechatAccount | null {
  if (!e.WECHAT_APP_ID || !e.WECHAT_APP_SECRET) return null;
  return { apiBase: e.WECHAT_API_BASE, appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET };
}
