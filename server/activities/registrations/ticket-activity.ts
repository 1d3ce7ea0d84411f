import type { TicketActivityView } from '@/lib/registrations/views';
import type { ApiLocale } from '../../http/errors';
import { chinaDateTime } from '../../kernel/china-time';
import type { ActivityRow } from '../queries';

/**
 * The activity as the ticket shows it, in the request's language. `seated`:
 * the registration holds a seat, so an online activity's live link is shown
 * (the ticket is only ever shown to whoever proved the registration is theirs).
 */
export function ticketActivity(activity: ActivityRow, locale: ApiLocale, seated = false): TicketActivityView {
  const english = locale === 'en';
  return {
    id: activity.id,
    title: (english && activity.titleEn) || activity.title,
    startLabel: chinaDateTime(activity.startsAt),
    endLabel: chinaDateTime(activity.endsAt),
    venue: (english && activity.venueEn) || activity.venue,
    address: activity.address,
    online: activity.online,
    onlineUrl: activity.online && seated ? activity.onlineUrl : null,
  };
}
