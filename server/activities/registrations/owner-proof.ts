import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountOwner, ownsRegistration } from '../../accounts/account-owner';
import { currentSession } from '../../auth/viewer';
import type { Db } from '../../db';
import { ticketKeyProves } from './messages';
import { tokenProves } from '../../auth/owner-cookie';
import { registrationOwnerCookie } from './owner-token';
import type { OwnerProof } from './register';

type Request = Pick<IncomingMessage, 'headers'>;
type Response = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

/**
 * What a request holds that proves the registration `code` is its own,
 * without the mobile number typed in: the capability cookie of the browser
 * that made it, the key of the ticket link its messages carry (when one is
 * given), or the logged-in account that made it, or one whose login is that
 * mobile number or e-mail address, verified with a code sent to it (so a
 * member sees their registrations on any device).
 */
export async function requestProof(req: Request, res: Response, db: Db, code: string, linkKey?: string): Promise<Extract<OwnerProof, { proves: unknown }>> {
  const token = registrationOwnerCookie.read(req, code);
  const keyHolds = linkKey ? await ticketKeyProves(db, code, linkKey) : false;
  const session = await currentSession(req, res);
  const owner = session ? accountOwner(session.user) : null;
  return {
    proves: (row) =>
      keyHolds ||
      tokenProves(token, row.ownerTokenHash) ||
      (owner !== null && ownsRegistration(owner, row)),
  };
}
