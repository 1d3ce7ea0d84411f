import { BLANK_LINK, editorImageSrc, editorLinkHref, isDataImage } from '@/lib/rich-text/sanitise';
import { safeImageSrc, safeLinkHref, sanitiseHtml } from '@/server/rich-text/sanitise-html';

/**
 * The editor's link and image rules (docs/spec.md §5.2): the same verdicts as
 * the server's sanitiser, so that what the author sees is what is stored.
 */

describe('editorLinkHref', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['mailto:editor@example.com', 'mailto:editor@example.com'],
    ['tel:+8613800000000', 'tel:+8613800000000'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['www.example.com/path', 'https://www.example.com/path'],
    ['example.cn', 'https://example.cn/'],
    ['/hot', '/hot'],
    ['?id=7', '?id=7'],
    ['#section-2', '#section-2'],
    ['./jobs', './jobs'],
    ['../x', '../x'],
    [' /information-details?id=3 ', '/information-details?id=3'],
    ['/a b', '/a%20b'],
    ['//example.com/x', '//example.com/x'],
    ['/\\evil.example.com', '//evil.example.com/'],
    ['\\\\evil.example.com/x', '//evil.example.com/x'],
    ['//tmz.example.com@evil.example.com/', '//evil.example.com/'],
  ])('keeps %s', (input, href) => {
    expect(editorLinkHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'sms:+8613800000000',
    'about:blank',
    '\u00a0javascript:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '/\\javascript:alert(1)',
    '//',
    'not a link:',
    '',
  ])('makes %p blank', (input) => {
    expect(editorLinkHref(input)).toBe(BLANK_LINK);
  });

  it('takes entity text in a typed address literally: "jav&#x09;ascript:…" is the relative path "jav&" with a fragment', () => {
    const typed = 'jav&#x09;ascript:alert(1)';
    expect(editorLinkHref(typed)).toBe(typed);
    expect(new URL(typed, 'https://www.example.cn/hot').href).toBe('https://www.example.cn/jav&#x09;ascript:alert(1)');
    // The editor's HTML escapes the ampersand, so the server reads the same text and keeps it as it is.
    expect(sanitiseHtml('<a href="jav&amp;#x09;ascript:alert(1)">x</a>', 'https://www.example.cn')).toBe('<a href="jav&amp;#x09;ascript:alert(1)">x</a>');
  });

  it('refuses what the server refuses, and the server drops a blank link’s address', () => {
    const inputs = [
      'https://example.com',
      'mailto:a@b.cn',
      'tel:123',
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'ftp://x.cn',
      'about:blank',
      'data:,x',
      '/hot',
      '?id=7',
      '#section-2',
      './jobs',
      '../x',
      'jobs',
      '/a b',
      '//example.com/x',
      '/\\evil.example',
      '\\\\evil.example',
      '//user:pw@evil.example/x',
      '//',
      '1x:alert(1)',
      '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
      '\u3000javascript:alert(1)',
    ];
    for (const input of inputs) {
      const client = editorLinkHref(input);
      expect(client === BLANK_LINK).toBe(safeLinkHref(input) === null);
      if (client !== BLANK_LINK) expect(client).toBe(safeLinkHref(input));
    }
    expect(sanitiseHtml(`<p><a href="${BLANK_LINK}">文字</a></p>`, 'https://www.example.cn')).toBe('<p><a>文字</a></p>');
  });
});

describe('editorImageSrc', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    [png, png],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/gif;base64,R0lG\nODlh', 'data:image/gif;base64,R0lGODlh'],
    ['/api/uploads/AbCdEfGhIjKlMnOpQrStUv', '/api/uploads/AbCdEfGhIjKlMnOpQrStUv'],
    ['/images/seed/covers/retail.svg', '/images/seed/covers/retail.svg'],
  ])('keeps %s', (input, src) => {
    expect(editorImageSrc(input)).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png,not-base64',
    'file:///c:/a.png',
    'ftp://example.com/a.png',
    '//evil.example.com/a.png',
    '/images/../api/secret',
    '/other/a.png',
    'a.png',
    '',
  ])('drops %p', (input) => {
    expect(editorImageSrc(input)).toBeNull();
  });

  it('gives the server’s verdict on each source', () => {
    const inputs = ['https://a.cn/x.png', png, 'data:image/svg+xml;base64,PHN2Zz4=', '/api/uploads/abc', '/images/../x', 'javascript:x', 'blob:https://a.cn/1'];
    for (const input of inputs) expect(editorImageSrc(input)).toBe(safeImageSrc(input));
  });

  it('tells images still held as data URLs', () => {
    expect(isDataImage(png)).toBe(true);
    expect(isDataImage(' DATA:image/png;base64,x')).toBe(true);
    expect(isDataImage('/api/uploads/abc')).toBe(false);
  });
});
