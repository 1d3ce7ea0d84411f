import type { IncomingMessage } from 'node:http';
import { REPEAT_WINDOW_DAYS } from '@/lib/applications/rules';
import { loginKindOf } from '@/lib/auth/schema';
import { ownerCookie, tokenProves } from '../auth/owner-cookie';
import type { SessionUser } from '../auth/sessions';
import type { ApplicationRow } from './apply';

/**
 * Who may see an application's reference again when its mobile number applies
 * again (docs/spec.md §5.1: nothing personal to someone who only knows the number):
 * the browser that applied, holding the capability cookie given with the
 * receipt (`tmz_app_<reference>`), the account that applied, or a member whose
 * login is that mobile number, verified with an SMS code.
 */

export const applicationOwnerCookie = ownerCookie('tmz_app_');

/** The cookie lasts as long as a repeat can be answered with the application. */
export function applicationCookieExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REPEAT_WINDOW_DAYS * 86_400_000);
}

export function applicationProof(req: Pick<IncomingMessage, 'headers'>, user: Pick<SessionUser, 'id' | 'login' | 'loginVerifiedAt'> | null): (row: ApplicationRow) => boolean {
  const verifiedMobile = user && user.loginVerifiedAt !== null && loginKindOf(user.login) === 'mobile' ? user.login : null;
  return (row) =>
    tokenProves(applicationOwnerCookie.read(req, row.reference), row.ownerTokenHash) ||
    (user !== null && row.applicantId === user.id) ||
    (verifiedMobile !== null && row.mobile === verifiedMobile);
}
