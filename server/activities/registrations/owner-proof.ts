import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountOwner, ownsRegistration } from '../../accounts/account-owner';
import { currentSession } from '../../auth/viewer';
import type { Db } from '../../db';
import type { registrations } from '../../db/schema';
import { ticketKeyProves } from './messages';
import { tokenProves } from '../../auth/owner-cookie';
import { registrationOwnerCookie } from './owner-token';

/**
 * How a registrant proves a registration is theirs: the mobile number or the
 * e-mail address it was made with (together with its code; each one given must
 * match), or what the request holds, checked against the row by `proves`
 * (requestProof below: the capability of the browser that made it, the key of its
 * ticket link, a member's verified mobile number or e-mail address).
 */
export type OwnerProof = { mobile?: string; email?: string } | { proves: (row: ProofRow) => boolean };
type ProofRow = Pick<typeof registrations.$inferSelect, 'mobile' | 'email' | 'ownerTokenHash' | 'userId'>;

/** Whether `proof` shows the registration `row` is the caller's. */
export function proofHolds(proof: OwnerProof, row: ProofRow): boolean {
  if ('proves' in proof) return proof.proves(row);
  const { mobile = '', email = '' } = proof;
  if (mobile === '' && email === '') return false;
  return (mobile === '' || row.mobile === mobile) && (email === '' || row.email === email);
}

/** The proof a look-up, cancellation or resend gives in its body: the mobile number and/or the e-mail address. */
export function contactProof(body: { mobile: string; email: string }): OwnerProof {
  return { mobile: body.mobile, email: body.email };
}

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
