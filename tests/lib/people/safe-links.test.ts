import { emailAddress, webAddress } from '@/lib/people/safe-links';

describe('webAddress', () => {
  it('keeps http and https addresses', () => {
    expect(webAddress('https://qinghe.example.com')).toBe('https://qinghe.example.com');
    expect(webAddress('HTTP://example.com/a?b=1')).toBe('HTTP://example.com/a?b=1');
  });

  it('drops every other scheme, relative paths, spaces and nothing', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', '//example.com', '/home', 'https://exa mple.com', '', null]) {
      expect(webAddress(url)).toBeNull();
    }
  });
});

describe('emailAddress', () => {
  it('keeps an address and drops what is not one', () => {
    expect(emailAddress('chen.siyuan@example.com')).toBe('chen.siyuan@example.com');
    for (const email of ['chen', 'a@b', 'a b@example.com', 'x@example.com?subject=y" z', '<a@example.com>', '', null]) {
      expect(emailAddress(email)).toBeNull();
    }
  });
});
