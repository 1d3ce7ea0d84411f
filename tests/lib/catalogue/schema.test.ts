import { addChinaDays, chinaDayOf, chinaDayStart, closingInstant } from '@/lib/china-datetime';
import { linesOf } from '@/lib/catalogue/schema';
import { normalisePhone } from '@/lib/catalogue/consultant-schema';
import { isWebAddress } from '@/lib/catalogue/partner-schema';

/** The rules under the console's job, consultant and partner forms: China days, phone numbers, websites, lines. */

describe('China days', () => {
  it('reads a day as China time whatever the zone, and closes a job at the last instant of its closing day', () => {
    expect(chinaDayStart('2026-11-22')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(closingInstant('2026-11-22')?.toISOString()).toBe('2026-11-22T15:59:59.999Z');
    expect(chinaDayOf(closingInstant('2026-11-22')!)).toBe('2026-11-22');
    expect(chinaDayOf(new Date('2026-11-22T16:00:00.000Z'))).toBe('2026-11-23');
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses days that do not exist or are not written as YYYY-MM-DD', () => {
    for (const value of ['2026-02-30', '2026-13-01', '26-11-22', '2026/11/22', '', '1999-12-31', '2026-11-22T00:00']) {
      expect(chinaDayStart(value)).toBeNull();
    }
  });
});

describe('phone numbers', () => {
  it('keeps a mobile as 11 digits, a service number and a landline with their dashes', () => {
    expect(normalisePhone('+86 139 0000 1234')).toBe('13900001234');
    expect(normalisePhone('139-0000-1234')).toBe('13900001234');
    expect(normalisePhone('4000000000')).toBe('400-000-0000');
    expect(normalisePhone('800 123 4567')).toBe('800-123-4567');
    expect(normalisePhone('021-12345678')).toBe('021-12345678');
    expect(normalisePhone('0571-8888888-123')).toBe('0571-8888888-123');
  });

  it('refuses what is not a mainland number', () => {
    for (const value of ['12345', '1234567890123', '+1 415 555 0100', '10086', 'tel:13900001234', '021-123']) expect(normalisePhone(value)).toBeNull();
  });
});

describe('websites', () => {
  it('takes http and https addresses with a host', () => {
    expect(isWebAddress('https://qinghe.example.com')).toBe(true);
    expect(isWebAddress('http://www.example.cn/about?lang=zh')).toBe(true);
  });

  it('refuses other schemes, bare hosts, credentials and characters that would break a link', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'example.com', 'https://localhost', 'https://user:pw@example.com', 'https://example.com/a b', 'https://example.com/"x']) {
      expect(isWebAddress(value)).toBe(false);
    }
  });
});

describe('lines', () => {
  it('splits a text area by any line ending', () => {
    expect(linesOf('一\r\n二\n三\r四')).toEqual(['一', '二', '三', '四']);
  });
});
