import { loginKindOf } from '@/lib/auth/schema';
import type { SessionUser } from '../auth/sessions';

/**
 * What makes a record made on the site (a registration, a job application) an account's own: the account made
 * it logged in (its id is stored with the record), or it was made with the mobile number (or, for a
 * registration, the e-mail address) the account logs in with, proven with a code (the proof owner-proof.ts and
 * applications/owner.ts take). /account lists them, and an activity's page finds the account's registration by them.
 */
export interface AccountOwner {
  id: number;
  /** The account's login when it is a mobile number verified with a code; null otherwise. */
  verifiedMobile: string | null;
  /** The account's login when it is an e-mail address verified with a code; null otherwise. */
  verifiedEmail: string | null;
}

export function accountOwner(user: Pick<SessionUser, 'id' | 'login' | 'loginVerifiedAt'>): AccountOwner {
  const kind = user.loginVerifiedAt !== null ? loginKindOf(user.login) : null;
  return { id: user.id, verifiedMobile: kind === 'mobile' ? user.login : null, verifiedEmail: kind === 'email' ? user.login : null };
}

/** Whether a registration is the account's own: made by it logged in, or with its verified mobile number or e-mail address. */
export function ownsRegistration(owner: AccountOwner, row: { userId: number | null; mobile: string; email: string }): boolean {
  return (
    row.userId === owner.id ||
    (owner.verifiedMobile !== null && row.mobile === owner.verifiedMobile) ||
    (owner.verifiedEmail !== null && row.email === owner.verifiedEmail)
  );
}
