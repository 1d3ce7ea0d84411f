import { chinaDateTime, chinaDay } from '@/server/china-time';

describe('China Standard Time formatting', () => {
  it('shows the date and time in UTC+8 whatever the server zone', () => {
    expect(chinaDay('2026-11-22T17:30:00Z')).toBe('2026-11-23');
    expect(chinaDateTime(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23 01:30');
    expect(chinaDateTime('2026-11-22T16:00:00Z')).toBe('2026-11-23 00:00');
  });
});
