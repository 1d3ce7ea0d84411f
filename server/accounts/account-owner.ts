import { loginKindOf } from '@/lib/schemas/auth';
import type { SessionUser } from '../auth/sessions';

/**
 * What makes a record made on the site (a registration, a job application) an account's own: the account made
 * it logged in (its id is stored with the record), or it was made with the mobile number the account logs in
 * with, proven with a code (the proof owner-proof.ts and applications/owner.ts take). /account lists them, and
 * an activity's page finds the account's registration by them.
 */
export interface AccountOwner {
  id: number;
  /** The account's login when it is a mobile number verified with a code; null otherwise. */
  verifiedMobile: string | null;
}

export function accountOwner(user: Pick<SessionUser, 'id' | 'login' | 'loginVerifiedAt'>): AccountOwner {
  return { id: user.id, verifiedMobile: user.loginVerifiedAt !== null && loginKindOf(user.login) === 'mobile' ? user.login : null };
}
