/**
 * Where an activity stands for registration, from its dates and seats. The
 * registration form, the detail page, /activities and the API all decide with
 * this one rule. Once it has started registration is over: `ongoing` until it
 * ends, `past` after. A `full` one still takes registrations, onto its waitlist.
 */

export type ActivityState = 'upcoming' | 'open' | 'full' | 'closed' | 'ongoing' | 'past';

export interface ActivityTiming {
  startsAt: Date | string;
  endsAt: Date | string;
  registrationOpensAt: Date | string;
  registrationClosesAt: Date | string;
  capacity: number;
  seatsTaken: number;
}

const time = (value: Date | string) => new Date(value).getTime();

export function activityState(activity: ActivityTiming, now: Date = new Date()): ActivityState {
  const at = now.getTime();
  if (at >= time(activity.endsAt)) return 'past';
  if (at >= time(activity.startsAt)) return 'ongoing';
  if (at < time(activity.registrationOpensAt)) return 'upcoming';
  if (at >= time(activity.registrationClosesAt)) return 'closed';
  return activity.seatsTaken >= activity.capacity ? 'full' : 'open';
}

/** Registration is taken (a seat, or a waitlist place when full). */
export function takesRegistrations(state: ActivityState): state is 'open' | 'full' {
  return state === 'open' || state === 'full';
}

export function seatsLeft(activity: Pick<ActivityTiming, 'capacity' | 'seatsTaken'>): number {
  return Math.max(0, activity.capacity - activity.seatsTaken);
}
