/**
 * Why a WeChat login or link went no further (server/accounts/wechat-login.ts): the callback sends the
 * browser to /login/wechat?error=<one of these>, which says it in words (`account:wechat.problems.*`).
 */
export const WECHAT_PROBLEMS = ['state', 'denied', 'code', 'unavailable', 'off', 'staff', 'disabled', 'taken', 'other_wechat', 'busy'] as const;
export type WechatProblem = (typeof WECHAT_PROBLEMS)[number];

/** What /login/wechat shows: the mobile step of a first login, why WeChat login stopped, or that none is under way. */
export type WechatLoginView = { step: 'mobile'; nickname: string } | { step: 'problem'; problem: WechatProblem } | { step: 'none' };
