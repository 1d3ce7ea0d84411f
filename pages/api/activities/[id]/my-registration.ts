import { idParam } from '@/lib/http/api-queries';
import type { MyRegistrationAnswer } from '@/lib/registrations/views';
import { accountOwner } from '@/server/accounts/account-owner';
import { registrationForActivity } from '@/server/activities/registrations/of-account';
import { registrationOwnerCookie } from '@/server/activities/registrations/owner-token';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/activities/{id}/my-registration (anyone): `{ registration: { code, status } | null }` — the
 * registration for the activity, not cancelled, that the caller proves is its own without typing anything: by a
 * capability cookie of the browser that made it (owner-token.ts), by the logged-in account that made it, or by
 * the account's verified mobile number (the proofs of owner-proof.ts). Null for everyone else and for an unknown
 * activity: the answer tells nothing of anyone's registration. The ticket itself is GET /api/registrations/{code}.
 */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ req, query, db, viewer }): Promise<MyRegistrationAnswer> => {
      const session = await viewer();
      const held = registrationOwnerCookie.held(req);
      return { registration: await registrationForActivity(db, query.id, session ? accountOwner(session.user) : null, held) };
    },
  }),
});
