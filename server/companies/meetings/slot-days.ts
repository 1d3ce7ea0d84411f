import type { SlotDayView } from '@/lib/companies/meeting-views';
import { showSlots } from '@/lib/companies/meeting-slots';
import type { Executor } from '../../db';
import { takenSlots } from './book';
import { exhibitingAt, type Exhibiting } from './exhibiting';

/**
 * The request page's slots: every slot of the show by day, taken when the company holds a meeting then or the
 * member does (any company), or when it has begun. Only times: nothing says who holds a slot.
 */
export async function slotDays(db: Executor, companyId: number, showId: number | null, requesterId: number, now = new Date()): Promise<{ exhibiting: Exhibiting; days: SlotDayView[] } | null> {
  const exhibiting = await exhibitingAt(db, companyId, showId, now);
  if (!exhibiting) return null;
  const taken = await takenSlots(db, companyId, exhibiting.show.id, requesterId);
  const days = new Map<string, SlotDayView>();
  for (const slot of showSlots(exhibiting.show)) {
    const day = days.get(slot.day) ?? { day: slot.day, slots: [] };
    day.slots.push({ startsAt: slot.startsAt.toISOString(), day: slot.day, time: slot.time, taken: taken.has(slot.startsAt.getTime()) || slot.startsAt.getTime() <= now.getTime() });
    days.set(slot.day, day);
  }
  return { exhibiting, days: [...days.values()] };
}
