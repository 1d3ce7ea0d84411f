import { idParam } from '@/lib/schemas/api-queries';
import { registrationSchema } from '@/lib/schemas/registration';
import { ApiError, defaultMessage, type ApiLocale } from '@/server/api/errors';
import { apiRoute, method, result } from '@/server/api/handler';
import { clientAddress } from '@/server/auth/client-address';
import { retryAfterSeconds, throttle } from '@/server/auth/throttle';
import { invalidate } from '@/server/cache';
import { chinaDateTime } from '@/server/china-time';
import { database } from '@/server/db';
import { serverTranslator } from '@/server/i18n';
import { register } from '@/server/registrations/register';

async function activityText(locale: ApiLocale, key: string, values: Record<string, unknown> = {}): Promise<string> {
  return (await serverTranslator(locale, ['activity'])).t(`activity:${key}`, values);
}

/**
 * POST /api/activities/{id}/registrations `{ name, mobile, email?, company,
 * position, audience, quantity, consent }`: 201 with the new registration
 * (confirmed, or waitlisted with its place), 200 with the existing one when
 * this mobile number has already registered. 404 unknown activity; 409 when
 * registration is not open (the message says why); 400 with field errors;
 * 429 after 60 registrations in 10 minutes from one address.
 */
export default apiRoute({
  POST: method({
    query: idParam,
    body: registrationSchema,
    handle: async ({ req, query, body, locale }) => {
      const wait = await (await throttle()).registrationWait(clientAddress(req));
      if (wait !== null) {
        throw new ApiError('rate_limited', await activityText(locale, 'form.limited'), undefined, { 'Retry-After': String(retryAfterSeconds(wait)) });
      }
      const { db } = await database();
      const outcome = await register(db, query.id, body);
      switch (outcome.kind) {
        case 'not_found':
          throw new ApiError('not_found', defaultMessage('not_found', locale));
        case 'closed':
          throw new ApiError('conflict', await activityText(locale, `form.closed.${outcome.state}`, { time: chinaDateTime(outcome.opensAt) }));
        case 'over_limit': {
          const message = await activityText(locale, 'form.errors.quantityOverLimit', { limit: outcome.limit });
          throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { quantity: [message] });
        }
        case 'existing':
          return result(200, { registration: outcome.registration });
        case 'created':
          // Seats left changed: pages and the API show it at once.
          invalidate('activities');
          return result(201, { registration: outcome.registration });
      }
    },
  }),
});
