import { idParam } from '@/lib/schemas/api-queries';
import { registrationSchema } from '@/lib/schemas/registration';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { chinaDateTime } from '@/server/kernel/china-time';
import { activityText } from '@/server/activities/registrations/api-messages';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { requestProof } from '@/server/activities/registrations/owner-proof';
import { newOwnerToken } from '@/server/auth/owner-cookie';
import { registrationCookieExpiry, registrationOwnerCookie } from '@/server/activities/registrations/owner-token';
import { registrationView } from '@/server/activities/registrations/registration-view';
import { registerInTurn } from '@/server/activities/registrations/rush';
import { internationalSmsTemplate } from '@/server/messages/international-sms';
import { isInternationalPhone } from '@/lib/people/phone-countries';

/** Outside the proxy (proxy.ts): the body is read, its bytes checked, by the API wrapper (server/http/json-body.ts). */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/activities/{id}/registrations `{ name, mobile?, email?, company,
 * position, audience, quantity, consent }` (a mobile number, mainland or E.164,
 * and/or an e-mail address; a number outside mainland China needs the address
 * too unless SMS_INTL_TEMPLATE_REGISTRATION_CONFIRMED is set): 201 `{ registration, activity }`
 * (confirmed, or waitlisted with its place) with the browser's capability
 * cookie for it (server/activities/registrations/owner-token.ts). A mobile number or e-mail address that has
 * already registered creates nothing: the browser that made that registration
 * (or a member logged in with that number, verified) gets it back (200); anyone else gets the same 409 whatever the registration
 * is, which says how to find one's ticket and tells nothing of it. 404 unknown
 * activity; 409 when registration is not open (the message says why); 400
 * with field errors; 429 after 60 registrations in 10 minutes from one address.
 * A logged-in account's registration is its own (registrations.user_id): /account lists it.
 */
export default apiRoute({
  POST: method({
    query: idParam,
    body: registrationSchema,
    handle: async ({ req, res, query, body, locale, db, viewer }) => {
      const wait = await (await throttle()).registrationWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      // A number outside mainland China that this site cannot text (no international template): the ticket goes by e-mail.
      if (isInternationalPhone(body.mobile) && body.email === '' && internationalSmsTemplate('registration_confirmed') === null) {
        const message = await activityText(locale, 'form.errors.emailForAbroad');
        throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { email: [message] });
      }
      const owner = newOwnerToken();
      const session = await viewer();
      const outcome = await registerInTurn(db, query.id, { input: body, ownerTokenHash: owner.hash, locale, userId: session?.user.id ?? null });
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
          if ((await requestProof(req, res, db, outcome.row.code)).proves(outcome.row)) {
            return result(200, await registrationAnswer(db, await registrationView(db, outcome.row), locale, outcome.activity));
          }
          throw new ApiError('conflict', await activityText(locale, 'form.alreadyRegistered'));
        case 'created':
          registrationOwnerCookie.set(res, outcome.registration.code, owner.token, registrationCookieExpiry(outcome.activity.endsAt));
          return result(201, await registrationAnswer(db, outcome.registration, locale, outcome.activity));
      }
    },
  }),
});
