import { countdown, nextTickMs } from '@/lib/activities/countdown';

// The show opens at 09:30 on 2027-01-10 in China (01:30 UTC) and ends three days later.
const START = '2027-01-10T01:30:00Z';
const END = '2027-01-12T09:30:00Z';

describe('countdown', () => {
  it('counts whole days, hours and minutes to the opening, rounding down', () => {
    expect(countdown(START, END, '2027-01-08T23:29:30Z')).toEqual({ kind: 'before', days: 1, hours: 2, minutes: 0 });
    expect(countdown(START, END, '2027-01-10T01:29:00Z')).toEqual({ kind: 'before', days: 0, hours: 0, minutes: 1 });
  });

  it('is the same instant whatever zone the clock is written in (China midnight is 16:00 UTC)', () => {
    expect(countdown(START, END, '2027-01-10T00:00:00+08:00')).toEqual(countdown(START, END, '2027-01-09T16:00:00Z'));
    expect(countdown(START, END, '2027-01-10T00:00:00+08:00')).toEqual({ kind: 'before', days: 0, hours: 9, minutes: 30 });
  });

  it('says under way from the opening until the end, then over', () => {
    expect(countdown(START, END, START)).toEqual({ kind: 'ongoing' });
    expect(countdown(START, END, '2027-01-12T09:29:59Z')).toEqual({ kind: 'ongoing' });
    expect(countdown(START, END, END)).toEqual({ kind: 'ended' });
  });

  it('ticks at the next whole minute of what is left', () => {
    expect(nextTickMs(START, '2027-01-10T01:20:30Z')).toBe(30_050);
    expect(nextTickMs(START, '2027-01-10T01:20:00Z')).toBe(60_000);
  });
});
