import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { AccountRegistrationView } from '@/lib/accounts/views';
import type { RegistrationStatus } from '@/lib/registrations/views';
import { ownsRegistration, type AccountOwner } from '../../accounts/account-owner';
import { tokenProves } from '../../auth/owner-cookie';
import type { Db } from '../../db';
import { activities, registrations } from '../../db/schema';
import type { ApiLocale } from '../../http/errors';
import { chinaDateTime } from '../../kernel/china-time';

/**
 * A member's registrations, found by the account rather than by a code and a mobile number: those it made
 * logged in (registrations.user_id) and those made with its verified mobile number or e-mail address (AccountOwner). /account
 * lists them; an activity's registration page asks for the one of its activity (with the browser's
 * capability cookies too) to say "you are registered" instead of showing an empty form.
 */

/** The condition on registrations that makes them the account's own. */
function ownedBy(owner: AccountOwner): SQL {
  const byAccount = eq(registrations.userId, owner.id);
  const byContact = [
    ...(owner.verifiedMobile === null ? [] : [eq(registrations.mobile, owner.verifiedMobile)]),
    ...(owner.verifiedEmail === null ? [] : [eq(registrations.email, owner.verifiedEmail)]),
  ];
  return byContact.length === 0 ? byAccount : or(byAccount, ...byContact)!;
}

/** The most /account lists (a member registers for a few activities a year). */
export const ACCOUNT_REGISTRATIONS_SHOWN = 50;

/** The account's registrations, the newest first, with their activity in the page's language. */
export async function registrationsOfAccount(db: Db, owner: AccountOwner, locale: ApiLocale, now = new Date()): Promise<AccountRegistrationView[]> {
  const rows = await db
    .select({ registration: registrations, activity: activities })
    .from(registrations)
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(ownedBy(owner))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(ACCOUNT_REGISTRATIONS_SHOWN);
  const english = locale === 'en';
  return rows.map(({ registration, activity }) => ({
    code: registration.code,
    activityId: activity.id,
    activityTitle: (english && activity.titleEn) || activity.title,
    startLabel: chinaDateTime(activity.startsAt),
    online: activity.online,
    venue: activity.online ? '' : (english && activity.venueEn) || activity.venue,
    status: registration.status,
    quantity: registration.quantity,
    registeredLabel: chinaDateTime(registration.createdAt),
    registeredAt: registration.createdAt.toISOString(),
    past: activity.endsAt.getTime() < now.getTime(),
    activityGone: !activity.published,
  }));
}

/** A capability cookie the browser holds: the registration's code and the token (owner-token.ts). */
export interface HeldToken {
  code: string;
  token: string;
}

/**
 * The registration for an activity that the request proves is its own — by the logged-in account (null: none)
 * or by one of the browser's capability cookies — and is not cancelled (a cancelled one leaves the form to
 * register again); the newest when there are several. Null when there is none.
 */
export async function registrationForActivity(
  db: Db,
  activityId: number,
  owner: AccountOwner | null,
  held: readonly HeldToken[],
): Promise<{ code: string; status: RegistrationStatus } | null> {
  const codes = held.map((entry) => entry.code);
  const proofs = [...(owner ? [ownedBy(owner)] : []), ...(codes.length > 0 ? [inArray(registrations.code, codes)] : [])];
  if (proofs.length === 0) return null;
  const rows = await db
    .select({
      code: registrations.code,
      status: registrations.status,
      userId: registrations.userId,
      mobile: registrations.mobile,
      email: registrations.email,
      ownerTokenHash: registrations.ownerTokenHash,
    })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), ne(registrations.status, 'cancelled'), or(...proofs)))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  const tokens = new Map(held.map((entry) => [entry.code, entry.token]));
  const found = rows.find(
    (row) =>
      (owner !== null && ownsRegistration(owner, row)) ||
      tokenProves(tokens.get(row.code) ?? null, row.ownerTokenHash),
  );
  return found ? { code: found.code, status: found.status } : null;
}
