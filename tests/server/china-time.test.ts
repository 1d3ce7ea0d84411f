import { chinaDateTime, chinaDay } from '@/server/kernel/china-time';

describe('China Standard Time formatting', () => {
  it('shows the date and time in UTC+8 whatever the server zone', () => {
    expect(chinaDay('2026-11-22T17:30:00Z')).toBe('2026-11-23');
    expect(chinaDateTime(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23 01:30');
    expect(chinaDateTime('2026-11-22T16:00:00Z')).toBe('2026-11-23 00:00');
  });
});

describe('remembered by minute', () => {
  it('reads the same for every instant of a minute, and the next minute anew', () => {
    expect(chinaDateTime('2026-11-22T17:30:00.000Z')).toBe('2026-11-23 01:30');
    expect(chinaDateTime('2026-11-22T17:30:59.999Z')).toBe('2026-11-23 01:30');
    expect(chinaDateTime('2026-11-22T17:31:00.000Z')).toBe('2026-11-23 01:31');
    // Before 1970 too (negative times round down to their own minute).
    expect(chinaDateTime('1969-12-31T15:59:30Z')).toBe('1969-12-31 23:59');
    expect(chinaDateTime('1969-12-31T16:00:00Z')).toBe('1970-01-01 00:00');
  });

  it('stays right past the number it remembers', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let minute = 0; minute < 1500; minute += 1) chinaDateTime(new Date(start + minute * 60_000));
    expect(chinaDateTime(new Date(start))).toBe('2026-01-01 08:00');
    expect(chinaDateTime(new Date(start + 1499 * 60_000))).toBe('2026-01-02 08:59');
  });

  it('still refuses an invalid date', () => {
    expect(() => chinaDateTime('not a date')).toThrow(RangeError);
  });
});
