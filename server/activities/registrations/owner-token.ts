import { ownerCookie } from '../../auth/owner-cookie';

/**
 * A registration's capability cookie (server/auth/owner-cookie.ts): with it,
 * the browser that registered sees its ticket again after a reload or "back",
 * and a repeat from it is answered with the registration.
 */
export const registrationOwnerCookie = ownerCookie('tmz_reg_');

/** Kept until 30 days after the activity ends (the ticket is worth seeing until then). */
const KEEP_AFTER_END_MS = 30 * 24 * 60 * 60 * 1000;

/** When a registration's cookie expires: 30 days after its activity ends. */
export function registrationCookieExpiry(activityEndsAt: Date, now = new Date()): Date {
  return new Date(Math.max(activityEndsAt.getTime(), now.getTime()) + KEEP_AFTER_END_MS);
}
