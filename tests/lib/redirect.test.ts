import { browserRedirectDeps, isLocalPath, redirectTo, safeRedirectTarget } from '@/lib/redirect';

describe('isLocalPath', () => {
  it.each(['/', '/a', '/en/brand?x=1#y', '/join-us/recruit-detail?id=3'])('accepts %s', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each([
    '//evil.com',
    '/\\evil',
    '/\\/evil.com',
    'https://x',
    'http://example.com/a',
    'javascript:alert(1)',
    'evil.com',
    '',
    ' /a',
    '/a\n',
    '/\tx',
    '/a\u0000',
    '/a\u001f',
  ])('rejects %j', (target) => {
    expect(isLocalPath(target)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps a local path', () => {
    expect(safeRedirectTarget('/pay-news')).toBe('/pay-news');
  });

  it('takes the first value of an array (repeated query parameter)', () => {
    expect(safeRedirectTarget(['/publish', '/other'])).toBe('/publish');
    expect(safeRedirectTarget(['//evil.com', '/publish'])).toBe('/');
  });

  it('falls back to "/" or the given fallback', () => {
    expect(safeRedirectTarget('https://evil.com')).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(42)).toBe('/');
    expect(safeRedirectTarget([])).toBe('/');
    expect(safeRedirectTarget('//evil.com', '/exhibitor')).toBe('/exhibitor');
  });
});

describe('redirectTo', () => {
  it('pushes local paths through the router', () => {
    const deps = { push: jest.fn(), replaceLocation: jest.fn() };
    redirectTo('/brand#service', deps);
    expect(deps.push).toHaveBeenCalledWith('/brand#service');
    expect(deps.replaceLocation).not.toHaveBeenCalled();
  });

  it('replaces the location for anything else', () => {
    for (const target of ['https://example.com/', '//evil.com']) {
      const deps = { push: jest.fn(), replaceLocation: jest.fn() };
      redirectTo(target, deps);
      expect(deps.replaceLocation).toHaveBeenCalledWith(target);
      expect(deps.push).not.toHaveBeenCalled();
    }
  });

  it('browserRedirectDeps keeps the router push', () => {
    const push = jest.fn();
    const deps = browserRedirectDeps(push);
    deps.push('/a');
    expect(push).toHaveBeenCalledWith('/a');
  });
});
