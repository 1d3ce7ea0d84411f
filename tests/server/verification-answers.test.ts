import { codeWaitError } from '@/server/accounts/verification-answers';

/** How long to wait before another code, as people say it: rounded up to the unit, never "60 分钟". */
describe('codeWaitError', () => {
  it.each([
    [45_000, '45 秒'],
    [61_000, '2 分钟'],
    [59 * 60_000, '59 分钟'],
    [59 * 60_000 + 40_000, '1 小时'],
    [3_600_000, '1 小时'],
    [3_600_000 + 1_000, '2 小时'],
  ])('a wait of %i ms reads %s, with Retry-After in whole seconds', async (waitMs, words) => {
    const error = await codeWaitError('zh-CN', waitMs);
    expect(error.status).toBe(429);
    expect(error.message).toBe(`获取验证码过于频繁，请 ${words}后再试`);
    expect(error.headers['Retry-After']).toBe(String(Math.ceil(waitMs / 1000)));
  });
});
