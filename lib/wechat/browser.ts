/** Whether a user agent is WeChat's built-in browser (its user agent names MicroMessenger). */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
