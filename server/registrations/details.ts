import { eq } from 'drizzle-orm';
import type { TicketActivityView } from '@/lib/views/registration-views';
import type { ApiLocale } from '../api/errors';
import { chinaDateTime } from '../china-time';
import type { Db } from '../db';
import { activities } from '../db/schema';
import { siteConfig } from '../site-config';
import type { RegistrationView } from './register';

/** What the exhibitor's scanner opens: the exhibitor centre with the code filled in. */
export function checkInUrl(code: string): string {
  return `${siteConfig().url}/exhibitor?code=${encodeURIComponent(code)}`;
}

export async function ticketActivity(db: Db, activityId: number, locale: ApiLocale): Promise<TicketActivityView | null> {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity) return null;
  const english = locale === 'en';
  return {
    id: activity.id,
    title: (english && activity.titleEn) || activity.title,
    startLabel: chinaDateTime(activity.startsAt),
    endLabel: chinaDateTime(activity.endsAt),
    venue: (english && activity.venueEn) || activity.venue,
    address: activity.address,
    online: activity.online,
  };
}

/** The API's answer about one registration: the registration and its activity. */
export async function registrationAnswer(db: Db, registration: RegistrationView, locale: ApiLocale) {
  return {
    registration: { ...registration, checkedInLabel: registration.checkedInAt ? chinaDateTime(registration.checkedInAt) : null },
    activity: await ticketActivity(db, registration.activityId, locale),
  };
}
