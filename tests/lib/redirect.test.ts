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

describe('safeRedirectTarget against hostile ?redirect= values', () => {
  const SITE = 'https://www.tmz.example/login';
  /** Where a browser goes for a Location (or location.replace) of `target`, from the login page. */
  const browserHost = (target: string) => new URL(target, SITE).host;

  // What the function receives: the query value after Next has decoded it once.
  const HOSTILE: [string, string][] = [
    ['protocol-relative', '//evil.com'],
    ['three slashes', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['slashes and a backslash', '//\\evil.com'],
    ['slash backslash slash', '/\\/evil.com'],
    ['an absolute https URL', 'https://evil.com'],
    ['an absolute URL in upper case', 'HTTPS://evil.com/publish'],
    ['a scheme without slashes', 'http:evil.com'],
    ['a scheme with one slash', 'http:/evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a tab between the slashes (browsers drop it: //evil.com)', '/\t/evil.com'],
    ['a newline between the slashes', '/\n/evil.com'],
    ['a carriage return between the slashes', '/\r/evil.com'],
    ['a leading tab before //', '\t//evil.com'],
    ['a leading space before //', ' //evil.com'],
    ['a leading space before a path', ' /evil'],
    ['a leading newline', '\n/evil'],
    ['a NUL before the path', '\u0000/publish'],
    ['a NUL inside the path', '/publish\u0000'],
    ['a vertical tab', '/\u000b/evil.com'],
    ['a bare host', 'evil.com'],
    ['a bare host with a path', 'evil.com/publish'],
    ['a parent-relative path', '../evil'],
    ['a dot-relative path', './publish'],
    ['a still-encoded //', '%2F%2Fevil.com'],
    ['an ideographic space before //', '\u3000//evil.com'],
    ['full-width slashes', '\uff0f\uff0fevil.com'],
    ['a fragment only', '#//evil.com'],
    ['a query only', '?next=//evil.com'],
    ['an empty value', ''],
  ];

  it.each(HOSTILE)('falls back to "/" for %s', (_case, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
    expect(safeRedirectTarget(value, '/exhibitor')).toBe('/exhibitor');
  });

  it.each([
    ['redirect=%2F%2Fevil.com'],
    ['redirect=%2F%5Cevil.com'],
    ['redirect=%5C%5Cevil.com'],
    ['redirect=%2F%09%2Fevil.com'],
    ['redirect=%2F%0A%2Fevil.com'],
    ['redirect=https%3A%2F%2Fevil.com'],
    ['redirect=%20%2F%2Fevil.com'],
    ['redirect=+//evil.com'],
    ['redirect=%252F%252Fevil.com'],
    ['redirect=javascript%3Aalert(1)'],
  ])('falls back to "/" for the query string %s once decoded as Next does', (query) => {
    const value = new URLSearchParams(query).get('redirect');
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a boolean', true],
    ['an object', { toString: () => '/publish' }],
    ['a String object', Object('/publish')],
    ['an empty array', []],
    ['a nested array', [['/publish']]],
    ['an array whose first value is hostile', ['//evil.com', '/publish']],
    ['an array of hostile values', ['https://evil.com', 'javascript:alert(1)']],
  ])('falls back to "/" for %s', (_case, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it.each([
    '/',
    '/publish',
    '/pay-news-details?id=3',
    '/en/hot?q=展会#top',
    '/en/hot?q=%E5%B1%95%E4%BC%9A',
    '/login?redirect=%2Fpublish',
    '/exhibitor',
    // odd but harmless: browsers keep these on the site (%09 is not decoded in a path, a space becomes %20)
    '/%09/evil.com',
    '/%2F%2Fevil.com',
    '/ /evil',
  ])('keeps the local path %j', (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
    expect(safeRedirectTarget([path, '//evil.com'])).toBe(path);
    expect(browserHost(path)).toBe('www.tmz.example');
  });

  it('accepts nothing that a browser would take off the site', () => {
    const candidates = [
      ...HOSTILE.map(([, value]) => value),
      '/..//evil.com',
      '/.//evil.com',
      '/%2e%2e//evil.com',
      '/\u2028/evil.com',
      '/\u007f/evil.com',
      '/a/../../evil.com',
      '/%5Cevil.com',
    ];
    for (const value of candidates) {
      const target = safeRedirectTarget(value, '/fallback');
      expect({ value, host: browserHost(target) }).toEqual({ value, host: 'www.tmz.example' });
    }
  });
});
