import { describeStatus, errorTexts } from '@/lib/error-texts';

describe('errorTexts', () => {
  it('has the zh-CN 404 texts', () => {
    const t = errorTexts('zh-CN');
    expect(t.notFound).toBe('页面未找到');
    expect(t.backHome).toBe('返回首页');
    expect(t.fallback).toBe('显示错误页面时出错');
    expect(t.fallbackHome).toBe('返回首页');
  });

  it('has the English texts of docs/spec.md §2.5', () => {
    const t = errorTexts('en');
    expect(t.notFound).toBe('This page could not be found');
    expect(t.backHome).toBe('Back to the home page');
    expect(t.fallback).toBe('An error occurred while showing the error page');
    expect(t.fallbackHome).toBe('Go back to home');
  });

  it('falls back to zh-CN for unknown or missing locales', () => {
    expect(errorTexts(undefined)).toBe(errorTexts('zh-CN'));
    expect(errorTexts('fr')).toBe(errorTexts('zh-CN'));
  });

  it('has the same keys in both languages, none empty', () => {
    const zh = errorTexts('zh-CN');
    const en = errorTexts('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(en.sections).sort()).toEqual(Object.keys(zh.sections).sort());
    const texts = [zh, en].flatMap((all) => Object.values(all).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))));
    for (const value of texts) expect(value.trim()).not.toBe('');
  });
});

describe('describeStatus', () => {
  const zh = errorTexts('zh-CN');
  const en = errorTexts('en');

  it('describes 404', () => {
    expect(describeStatus(404, zh)).toEqual({ title: '页面未找到', hint: zh.notFoundHint });
    expect(describeStatus(404, en)).toEqual({ title: 'This page could not be found', hint: en.notFoundHint });
  });

  it('describes 401 and 403 as forbidden', () => {
    expect(describeStatus(401, zh)).toEqual({ title: zh.forbidden, hint: zh.forbiddenHint });
    expect(describeStatus(403, en)).toEqual({ title: en.forbidden, hint: en.forbiddenHint });
  });

  it('describes 5xx as a server error', () => {
    expect(describeStatus(500, zh)).toEqual({ title: zh.serverError, hint: zh.serverErrorHint });
    expect(describeStatus(503, en).title).toBe(en.serverError);
  });

  it('gives a 400 its own title and hint', () => {
    expect(describeStatus(400, zh)).toEqual({ title: '请求有误', hint: '网址里有无法识别的字符（可能是复制时带入的）。请检查网址，或从网站上的链接重新进入。' });
  });

  it('gives other statuses the generic title without a hint', () => {
    expect(describeStatus(422, zh)).toEqual({ title: '出错了', hint: '' });
    expect(describeStatus(410, en)).toEqual({ title: 'Something went wrong', hint: '' });
  });
});
