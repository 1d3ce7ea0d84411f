import { AUDIENCES, AUDIENCE_SECTIONS, routes, withQuery } from '@/lib/routes';

describe('routes', () => {
  it('holds the paths of the route table (docs/spec.md §2.1)', () => {
    expect(routes.home).toBe('/');
    expect(routes.contact).toBe('/contract-us');
    expect(routes.recruitDetail).toBe('/join-us/recruit-detail');
    expect(routes.activityRegister).toBe('/activityDetail/register');
    expect(routes.exhibitorLogin).toBe('/exhibitor/login');
    expect(routes.consultant).toBe('/home/consultantItem');
  });

  it('lists the five audiences and their three sections in page order', () => {
    expect([...AUDIENCES]).toEqual(['brand', 'factory', 'provider', 'retailer', 'tmz']);
    expect([...AUDIENCE_SECTIONS]).toEqual(['intro', 'equity', 'service']);
    for (const audience of AUDIENCES) expect(routes[audience]).toBe(`/${audience}`);
  });
});

describe('withQuery', () => {
  it('adds the query string', () => {
    expect(withQuery('/information-details', { id: 12 })).toBe('/information-details?id=12');
    expect(withQuery('/hot', { page: 2, q: '展会' })).toBe('/hot?page=2&q=%E5%B1%95%E4%BC%9A');
  });

  it('skips undefined and empty values', () => {
    expect(withQuery('/hot', { page: undefined, q: '' })).toBe('/hot');
    expect(withQuery('/hot', { page: 1, q: '' })).toBe('/hot?page=1');
  });

  it('keeps 0', () => {
    expect(withQuery('/x', { n: 0 })).toBe('/x?n=0');
  });

  it('encodes reserved characters', () => {
    expect(withQuery('/login', { redirect: '/a?b=1&c=2' })).toBe('/login?redirect=%2Fa%3Fb%3D1%26c%3D2');
  });
});
