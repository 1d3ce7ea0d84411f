import { parseListQuery } from '@/lib/http/list-query';

describe('parseListQuery', () => {
  it('reads a trimmed keyword and a page number', () => {
    expect(parseListQuery({ q: '  供应链 ', page: '3' })).toEqual({ q: '供应链', page: 3 });
  });

  it('defaults to no keyword and page 1', () => {
    expect(parseListQuery({})).toEqual({ q: '', page: 1 });
  });

  it('takes the first of repeated values', () => {
    expect(parseListQuery({ q: ['品牌', '工厂'], page: ['2', '5'] })).toEqual({ q: '品牌', page: 2 });
  });

  it('cuts keywords at 100 characters', () => {
    expect(parseListQuery({ q: '货'.repeat(150) })?.q).toHaveLength(100);
  });

  it.each(['0', '-2', '1.5', 'abc', '', '01', '9999999'])('calls page=%s malformed', (page) => {
    expect(parseListQuery({ page })).toBeNull();
  });

  it('ignores parameters it does not know', () => {
    expect(parseListQuery({ q: 'a', sort: 'desc' })).toEqual({ q: 'a', page: 1 });
  });
});
