import { SANITISE_RULES_VERSION, leavesSite, safeImageSrc, safeLinkHref, sanitiseHtml } from '@/server/rich-text/sanitise-html';
import { EDITOR_IMAGE_ALT_MAX } from '@/lib/constants';
import hostile from './fixtures/hostile-html.json';

/**
 * The server's allowlist for stored HTML. fixtures/hostile-html.json holds
 * hostile inputs (script and event handlers, javascript:/vbscript:/data: in
 * many encodings, SVG and MathML tricks, nested and broken markup) each with
 * its expected clean output, reviewed by hand.
 */

const SITE = 'https://tmz.example.com';
const clean = (html: string) => sanitiseHtml(html, SITE);

describe('sanitiseHtml on hostile input', () => {
  it('has at least 100 cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(100);
    expect(SANITISE_RULES_VERSION).toBeGreaterThanOrEqual(1);
  });

  it.each(hostile as [string, string][])('%j → %j', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it.each(hostile as [string, string][])('leaves nothing that runs in %j', (input) => {
    const output = clean(input);
    expect(output).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|button|base|meta|link|frame)/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
    expect(output).not.toMatch(/(javascript|vbscript)\s*:/i);
    expect(output).not.toMatch(/(href|src)="data:(?!image\/(png|gif|jpeg|bmp|x-icon);base64,)/i);
    for (const [, style] of output.matchAll(/style="([^"]*)"/g)) expect(style).toMatch(/^((color|background-color):[^;:]+;?)+$/);
  });

  it('is idempotent: clean output stays the same when cleaned again', () => {
    for (const [input] of hostile as [string, string][]) expect(clean(clean(input))).toBe(clean(input));
  });
});

describe('the editor’s formats survive', () => {
  it('keeps headers, marks, lists, alignment, indents, fonts, sizes and colours', () => {
    const body =
      '<h2 class="ql-align-center">标题</h2><p class="ql-indent-2"><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s>' +
      '<span class="ql-font-serif ql-size-large" style="color:#e60000;background-color:#ffebcc">彩色</span></p>' +
      '<ol><li data-list="bullet" class="ql-indent-1">一</li></ol><p><br /></p>';
    expect(clean(body)).toBe(body);
  });

  it('keeps links to other pages of the site, relative or not, in the same tab', () => {
    const body =
      '<p><a href="/hot">热点</a> <a href="?id=7">第 7 篇</a> <a href="#section-2">第二节</a> <a href="./jobs">职位</a> ' +
      '<a href="../x">上一级</a> <a href="//tmz.example.com/practical">干货</a></p>';
    expect(clean(body)).toBe(body);
  });

  it('marks a protocol-relative link to another site as external, however it is written', () => {
    const external = ' target="_blank" rel="noopener noreferrer nofollow ugc"';
    expect(clean('<a href="//example.com/x">站外</a>')).toBe(`<a href="//example.com/x"${external}>站外</a>`);
    expect(clean('<a href="/\\example.com/x">站外</a>')).toBe(`<a href="//example.com/x"${external}>站外</a>`);
  });

  it('keeps the site’s own links without target, and marks external ones', () => {
    expect(clean('<a href="https://tmz.example.com/hot">站内</a>')).toBe('<a href="https://tmz.example.com/hot">站内</a>');
    expect(clean('<a href="https://other.example/">站外</a>')).toBe(
      '<a href="https://other.example/" target="_blank" rel="noopener noreferrer nofollow ugc">站外</a>',
    );
  });
});

describe('images', () => {
  it('gives an image without words an empty alt (decorative to screen readers, valid HTML) and keeps the words given', () => {
    expect(clean('<p><img src="/api/uploads/VAbX_YFIzTpA4nohJrbgIA"></p>')).toBe('<p><img src="/api/uploads/VAbX_YFIzTpA4nohJrbgIA" alt="" /></p>');
    expect(clean('<p><img src="/images/seed/a.svg" alt="展馆入口"></p>')).toBe('<p><img src="/images/seed/a.svg" alt="展馆入口" /></p>');
  });

  it('keeps an image description up to the editor’s 150 characters and cuts a longer one there, never inside a character', () => {
    const full = '展'.repeat(EDITOR_IMAGE_ALT_MAX);
    expect(clean(`<img src="/images/seed/a.svg" alt="${full}">`)).toBe(`<img src="/images/seed/a.svg" alt="${full}" />`);
    expect(clean(`<img src="/images/seed/a.svg" alt="${full}多出的字">`)).toBe(`<img src="/images/seed/a.svg" alt="${full}" />`);
    // A character outside the BMP (two UTF-16 units) counts once, and is kept or dropped whole.
    const emoji = `${'a'.repeat(EDITOR_IMAGE_ALT_MAX - 1)}📷📷`;
    expect(clean(`<img src="/images/seed/a.svg" alt="${emoji}">`)).toBe(`<img src="/images/seed/a.svg" alt="${'a'.repeat(EDITOR_IMAGE_ALT_MAX - 1)}📷" />`);
    // Entities count as the character they stand for, and what is written out is escaped again.
    const quoted = `${'&quot;'.repeat(EDITOR_IMAGE_ALT_MAX)}&lt;`;
    expect(clean(`<img src="/images/seed/a.svg" alt="${quoted}">`)).toBe(`<img src="/images/seed/a.svg" alt="${'&quot;'.repeat(EDITOR_IMAGE_ALT_MAX)}" />`);
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x?y=1#z'],
    ['http://a.example', 'http://a.example/'],
    ['HTTPS://A.EXAMPLE/', 'https://a.example/'],
    ['mailto:editor@example.com', 'mailto:editor@example.com'],
    ['tel:+86-400-000-0000', 'tel:+86-400-000-0000'],
    ['javascript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['vbscript:msgbox(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['file:///etc/passwd', null],
    ['ftp://a.example/', null],
    ['sms:10086', null],
    // relative references: only a scheme is judged, and they have none
    ['/hot', '/hot'],
    ['?id=7', '?id=7'],
    ['#section-2', '#section-2'],
    ['./jobs', './jobs'],
    ['../x', '../x'],
    ['jobs', 'jobs'],
    ['/information-details?id=3#正文', '/information-details?id=3#正文'],
    ['  /hot\n', '/hot'],
    ['/a b\u0000', '/a%20b'],
    ['/a\u0001b', '/a%01b'],
    ['./javascript:alert(1)', './javascript:alert(1)'],
    // protocol-relative, written out plainly: backslashes read as slashes, no user name or password
    ['//a.example/x', '//a.example/x'],
    ['//A.Example', '//a.example/'],
    ['/\\evil.example', '//evil.example/'],
    ['\\\\evil.example/x', '//evil.example/x'],
    ['\\/evil.example', '//evil.example/'],
    ['///evil.example', '//evil.example/'],
    ['/\t/evil.example', '//evil.example/'],
    ['//tmz.example.com@evil.example/', '//evil.example/'],
    ['//', null],
    ['//a b.example/', null],
    // a scheme in disguise
    ['\u0000javascript:alert(1)', null],
    ['jav\nascript:alert(1)', null],
    ['\u00a0javascript:alert(1)', null],
    ['\u3000javascript:alert(1)', null],
    ['%6A%61%76%61%73%63%72%69%70%74:alert(1)', null],
    ['1x:alert(1)', null],
    ['/\\javascript:alert(1)', null],
    ['', null],
    [' \t ', null],
  ])('%j → %j', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });
});

describe('leavesSite', () => {
  it.each([
    ['https://other.example/', true],
    ['//other.example/x', true],
    ['http://tmz.example.com/hot', true],
    ['https://tmz.example.com/hot', false],
    ['//tmz.example.com/hot', false],
    ['/hot', false],
    ['./jobs', false],
    ['?id=7', false],
    ['#top', false],
    ['mailto:editor@example.com', false],
    ['tel:+86-400-000-0000', false],
  ])('%j → %j', (href, expected) => {
    expect(leavesSite(href, SITE)).toBe(expected);
  });
});

describe('safeImageSrc', () => {
  it.each([
    ['https://a.example/x.png', 'https://a.example/x.png'],
    ['http://a.example/x.jpg', 'http://a.example/x.jpg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/gif;base64,R0lGODlh', 'data:image/gif;base64,R0lGODlh'],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/bmp;base64,Qk0=', 'data:image/bmp;base64,Qk0='],
    ['data:image/x-icon;base64,AAABAA==', 'data:image/x-icon;base64,AAABAA=='],
    ['/api/uploads/3f2a', '/api/uploads/3f2a'],
    ['/images/seed/covers/a.svg', '/images/seed/covers/a.svg'],
    ['data:image/svg+xml;base64,PHN2Zz4=', null],
    ['data:image/webp;base64,UklGRg==', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['data:image/png,rawbytes', null],
    ['javascript:alert(1)', null],
    ['blob:https://a.example/uuid', null],
    ['file:///c:/x.png', null],
    ['//evil.example/x.png', null],
    ['/api/uploads/../secret', null],
    ['/etc/passwd', null],
    ['x.png', null],
  ])('%j → %j', (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected);
  });
});
