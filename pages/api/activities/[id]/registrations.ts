import { idParam } from '@/lib/http/api-queries';
import { registrationSchema } from '@/lib/registrations/schema';
import { apiRoute, method } from '@/server/http/handler';
import { registerRequest } from '@/server/activities/registrations/register';

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
 * The wrapper parses the body with the schema and hands it to the domain service, registerRequest, which
 * answers (the walk: server/activities/registrations/README.md).
 */
export default apiRoute({
  POST: method({ query: idParam, body: registrationSchema, handle: registerRequest }),
});
