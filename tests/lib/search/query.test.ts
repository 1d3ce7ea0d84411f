import { backLink } from '@/lib/articles/back-link';
import { highlight, searchTerms, snippet, termGrams } from '@/lib/search/query';
import { backQuery, searchApiQuery, searchPageQuery } from '@/lib/search/schema';

describe('searchTerms', () => {
  it('cuts at white space and where Chinese meets Latin, folds A–Z and drops repeats', () => {
    expect(searchTerms('  TMZ   展会 ')).toEqual(['tmz', '展会']);
    expect(searchTerms('TMZ展会')).toEqual(['tmz', '展会']);
    expect(searchTerms('第12届')).toEqual(['第', '12', '届']);
    expect(searchTerms('Supply supply SUPPLY')).toEqual(['supply']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps at most six terms', () => {
    expect(searchTerms('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('termGrams', () => {
  it('is the term itself up to three characters, else its runs of three', () => {
    expect(termGrams('展')).toEqual(['展']);
    expect(termGrams('展会')).toEqual(['展会']);
    expect(termGrams('供应链')).toEqual(['供应链']);
    expect(termGrams('消费品产业')).toEqual(['消费品', '费品产', '品产业']);
    expect(termGrams('😀ab')).toEqual(['😀ab']);
  });
});

describe('highlight and snippet', () => {
  it('marks every term, ignoring the case of Latin letters, longest first', () => {
    expect(highlight('第十二届 TMZ 展会', ['tmz', '展会'])).toEqual([
      { text: '第十二届 ', mark: false },
      { text: 'TMZ', mark: true },
      { text: ' ', mark: false },
      { text: '展会', mark: true },
    ]);
    expect(highlight('供应链', ['供应', '供应链'])).toEqual([{ text: '供应链', mark: true }]);
    expect(highlight('a.b', ['.'])).toEqual([
      { text: 'a', mark: false },
      { text: '.', mark: true },
      { text: 'b', mark: false },
    ]);
  });

  it('cuts a passage around the first match, with … where it was cut', () => {
    const text = `${'前'.repeat(100)}展会${'后'.repeat(200)}`;
    const parts = snippet(text, ['展会'], { before: 10, length: 30 });
    expect(parts.map((p) => p.text).join('')).toBe(`…${'前'.repeat(10)}展会${'后'.repeat(18)}…`);
    expect(snippet('短文', ['无'])).toEqual([{ text: '短文', mark: false }]);
  });
});

describe('search schemas and the way back', () => {
  it('validates the API query: q trimmed, 1–50 characters; page ≥ 1', () => {
    expect(searchApiQuery.parse({ q: ' 展会 ' })).toEqual({ q: '展会', page: 1 });
    expect(searchApiQuery.safeParse({ q: ' ' }).success).toBe(false);
    expect(searchApiQuery.safeParse({ q: 'x'.repeat(51) }).success).toBe(false);
    expect(searchApiQuery.safeParse({ q: 'x', page: '0' }).success).toBe(false);
    expect(searchPageQuery.parse({})).toEqual({ q: '', page: 1 });
    expect(searchPageQuery.parse({ q: 'x'.repeat(80), page: '2' })).toEqual({ q: 'x'.repeat(50), page: 2 });
  });

  it('sends the reader back to the search or the list as they left it, dropping what is malformed', () => {
    expect(backLink('/news', backQuery.parse({ from: 'search', q: '展会', page: '2' }))).toEqual({ href: '/search?q=%E5%B1%95%E4%BC%9A&page=2', toResults: true });
    expect(backLink('/news', backQuery.parse({ q: 'TMZ', page: '3' }))).toEqual({ href: '/news?q=TMZ&page=3', toResults: false });
    expect(backLink('/news', backQuery.parse({ from: 'elsewhere', page: 'x' }))).toEqual({ href: '/news', toResults: false });
    expect(backLink('/hot', undefined)).toEqual({ href: '/hot', toResults: false });
  });
});
