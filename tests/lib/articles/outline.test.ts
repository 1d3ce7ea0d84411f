import { outlineArticle } from '@/lib/articles/outline';

describe('outlineArticle', () => {
  it('gives each h2 and h3 an id and lists them in order', () => {
    const { html, outline } = outlineArticle('<p>引言</p><h2>一、背景</h2><p>正文</p><h3>1. <strong>数据</strong> &amp; 方法</h3><h2 class="x">二、结论</h2>');
    expect(outline).toEqual([
      { id: 'section-1', level: 2, text: '一、背景' },
      { id: 'section-2', level: 3, text: '1. 数据 & 方法' },
      { id: 'section-3', level: 2, text: '二、结论' },
    ]);
    expect(html).toBe('<p>引言</p><h2 id="section-1">一、背景</h2><p>正文</p><h3 id="section-2">1. <strong>数据</strong> &amp; 方法</h3><h2 id="section-3" class="x">二、结论</h2>');
  });

  it('keeps an id a heading has', () => {
    expect(outlineArticle('<h2 id="kept">甲</h2><h2>乙</h2>').outline.map((entry) => entry.id)).toEqual(['kept', 'section-2']);
  });

  it('gives no outline to a body with fewer than two headings, and leaves it as it was', () => {
    expect(outlineArticle('<h2>只有一个</h2><p>正文</p>')).toEqual({ html: '<h2>只有一个</h2><p>正文</p>', outline: [] });
    expect(outlineArticle('<p>没有标题</p>').outline).toEqual([]);
  });

  it('skips an empty heading', () => {
    expect(outlineArticle('<h2> </h2><h2>甲</h2><h3>乙</h3>').outline.map((entry) => entry.text)).toEqual(['甲', '乙']);
  });
});
