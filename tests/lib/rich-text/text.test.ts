import { editorText, editorTextLength, hasEditorContent, tidyEditorHtml } from '@/lib/rich-text/text';

/** The body's text as the limit counts it, and Quill's HTML made fit to store. */

describe('editorText and editorTextLength', () => {
  it('counts text, not markup or entities', () => {
    const html = '<h2 class="ql-align-center">标题</h2><p><strong>加粗</strong>&nbsp;和&amp;<a href="https://a.cn">链接</a></p><p><br></p>';
    expect(editorText(html)).toBe('标题加粗\u00a0和&链接');
    expect(editorTextLength(html)).toBe(9);
  });

  it('decodes numeric entities and counts a character outside the BMP once', () => {
    expect(editorText('<p>&#x1F600;&#65;&lt;&gt;&quot;&#39;</p>')).toBe('😀A<>"\'');
    expect(editorTextLength('<p>😀𠮷</p>')).toBe(2);
  });

  it('leaves an unknown entity as it is', () => {
    expect(editorText('&bogus;&#0;')).toBe('&bogus;&#0;');
  });
});

describe('hasEditorContent', () => {
  it.each([
    ['', false],
    ['<p><br></p>', false],
    ['<p>&nbsp; </p><p><br></p>', false],
    ['<p>字</p>', true],
    ['<p><img src="/api/uploads/abc"></p>', true],
  ])('%p → %p', (html, expected) => {
    expect(hasEditorContent(html)).toBe(expected);
  });
});

describe('tidyEditorHtml', () => {
  it('gives each run of Quill’s &nbsp; one breaking space at its end', () => {
    expect(tidyEditorHtml('<p>one&nbsp;two&nbsp;&nbsp;&nbsp;three</p>')).toBe('<p>one two&nbsp;&nbsp; three</p>');
  });

  it('stores an empty editor as ""', () => {
    expect(tidyEditorHtml('<p><br></p>')).toBe('');
    expect(tidyEditorHtml('<p></p>')).toBe('');
  });

  it('leaves other markup alone', () => {
    const html = '<ol><li>一</li></ol><p class="ql-indent-2"><span style="color: rgb(230, 0, 0);">红</span></p>';
    expect(tidyEditorHtml(html)).toBe(html);
  });
});
