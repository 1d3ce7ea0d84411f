import { MEETING_SLOT_MINUTES } from '@/lib/companies/rules';
import { bookableSlot, chinaDayOf, showHours, showSlots, slotAt, slotLabel } from '@/lib/companies/meeting-slots';

/**
 * The slots a show offers for meetings: its days in China time, the same hours each day (the start's time of
 * day to the end's), half hours that end by closing, nothing already begun.
 */

// 2027-01-06 09:00 to 2027-01-08 17:00, China time.
const show = { startsAt: new Date('2027-01-06T01:00:00Z'), endsAt: new Date('2027-01-08T09:00:00Z') };

describe('show hours', () => {
  it('are every China day of the show, from the start time to the end time each day', () => {
    expect(showHours(show)).toEqual({ days: ['2027-01-06', '2027-01-07', '2027-01-08'], opens: 9 * 60, closes: 17 * 60 });
    const slots = showSlots(show);
    expect(slots).toHaveLength(3 * 16);
    expect(slots[0]).toEqual({ day: '2027-01-06', time: '09:00', startsAt: new Date('2027-01-06T01:00:00Z') });
    expect(slots[15]).toEqual({ day: '2027-01-06', time: '16:30', startsAt: new Date('2027-01-06T08:30:00Z') });
    expect(slots[16]?.time).toBe('09:00');
    expect(slots.at(-1)).toEqual({ day: '2027-01-08', time: '16:30', startsAt: new Date('2027-01-08T08:30:00Z') });
  });

  it('round the opening up and the closing down to the half hour', () => {
    const odd = { startsAt: new Date('2027-01-06T01:15:00Z'), endsAt: new Date('2027-01-06T09:45:00Z') }; // 09:15–17:45
    const slots = showSlots(odd);
    expect(slots[0]?.time).toBe('09:30');
    expect(slots.at(-1)?.time).toBe('17:00');
    expect(slots.every((slot) => slot.startsAt.getUTCMinutes() % MEETING_SLOT_MINUTES === 0)).toBe(true);
  });

  it('take the China day, not the UTC one, and an end at midnight closes the day before', () => {
    // 2027-01-06 07:30 to 2027-01-07 00:00 China time: one day, 07:30–24:00.
    const early = { startsAt: new Date('2027-01-05T23:30:00Z'), endsAt: new Date('2027-01-06T16:00:00Z') };
    expect(showHours(early)).toEqual({ days: ['2027-01-06'], opens: 7 * 60 + 30, closes: 24 * 60 });
    expect(showSlots(early).at(-1)?.time).toBe('23:30');
    expect(chinaDayOf(early.startsAt)).toBe('2027-01-06');
  });

  it('give no slots when the days share no hours or the show is shorter than a slot', () => {
    const overnight = { startsAt: new Date('2027-01-06T10:00:00Z'), endsAt: new Date('2027-01-06T18:00:00Z') }; // 18:00 to 02:00
    expect(showSlots(overnight)).toEqual([]);
    const short = { startsAt: new Date('2027-01-06T01:00:00Z'), endsAt: new Date('2027-01-06T01:20:00Z') };
    expect(showSlots(short)).toEqual([]);
  });
});

describe('a slot', () => {
  const now = new Date('2027-01-07T02:10:00Z'); // 2027-01-07 10:10

  it('is one of the show\'s when it starts on its half hour, within its hours and days', () => {
    expect(slotAt(show, new Date('2027-01-07T02:30:00Z'))?.time).toBe('10:30');
    expect(slotAt(show, new Date('2027-01-07T02:15:00Z'))).toBeNull(); // off the half hour
    expect(slotAt(show, new Date('2027-01-07T09:00:00Z'))).toBeNull(); // 17:00: ends after closing
    expect(slotAt(show, new Date('2027-01-07T00:30:00Z'))).toBeNull(); // 08:30: before opening
    expect(slotAt(show, new Date('2027-01-09T02:00:00Z'))).toBeNull(); // the day after
    expect(slotAt(show, new Date('invalid'))).toBeNull();
  });

  it('may be booked only before it begins', () => {
    expect(bookableSlot(show, new Date('2027-01-07T02:00:00Z'), now)).toBeNull(); // 10:00, begun
    expect(bookableSlot(show, new Date('2027-01-07T02:30:00Z'), now)?.time).toBe('10:30');
  });

  it('reads as its China day and half hour', () => {
    expect(slotLabel(new Date('2027-01-07T08:30:00Z'))).toBe('2027-01-07 16:30–17:00');
  });
});
