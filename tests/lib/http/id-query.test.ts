import { parseIdQuery } from '@/lib/http/id-query';

describe('parseIdQuery', () => {
  it('reads a positive whole number', () => {
    expect(parseIdQuery({ id: '42' })).toBe(42);
    expect(parseIdQuery({ id: ['7', '8'] })).toBe(7);
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '01', '1e3', '99999999999', '2147483648', ' 5'])('rejects id=%p', (id) => {
    expect(parseIdQuery({ id })).toBeNull();
  });
});
