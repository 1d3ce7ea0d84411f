import { activityState, seatsLeft } from '@/lib/activities/state';

const base = {
  registrationOpensAt: '2026-11-01T00:00:00Z',
  registrationClosesAt: '2026-11-30T00:00:00Z',
  startsAt: '2026-12-01T01:00:00Z',
  endsAt: '2026-12-01T09:00:00Z',
  capacity: 100,
  seatsTaken: 40,
};

describe('activityState', () => {
  it.each([
    ['2026-10-31T23:59:59Z', 'upcoming'],
    ['2026-11-01T00:00:00Z', 'open'],
    ['2026-11-29T23:59:59Z', 'open'],
    ['2026-11-30T00:00:00Z', 'closed'],
    ['2026-12-01T00:59:59Z', 'closed'],
    ['2026-12-01T01:00:00Z', 'ongoing'],
    ['2026-12-01T08:59:59Z', 'ongoing'],
    ['2026-12-01T09:00:00Z', 'past'],
  ])('at %s is %s', (now, state) => {
    expect(activityState(base, new Date(now))).toBe(state);
  });

  it('is full when every seat is taken while registration is open', () => {
    expect(activityState({ ...base, seatsTaken: 100 }, new Date('2026-11-10T00:00:00Z'))).toBe('full');
  });

  it('counts the seats left, never below zero', () => {
    expect(seatsLeft(base)).toBe(60);
    expect(seatsLeft({ capacity: 10, seatsTaken: 12 })).toBe(0);
  });
});
