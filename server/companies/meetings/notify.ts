import { and, eq } from 'drizzle-orm';
import { routes } from '@/lib/routes';
import { loginKindOf } from '@/lib/auth/schema';
import { slotLabel } from '@/lib/companies/meeting-slots';
import type { Executor } from '../../db';
import { exhibitors, users } from '../../db/schema';
import { enqueueMessages, type NewMessage } from '../../messages/outbox';
import type { MeetingMessageKind } from './message-kinds';
import { siteConfig } from '../../kernel/site-config';

/**
 * Who hears of a meeting's steps, through the outbox in the transaction of the step: the member at their
 * login (a mobile number or an e-mail address, in the language they asked in), the exhibitor at the login of
 * each of the company's exhibitor accounts (zh-CN) — or, for an account whose login is a user name, at the
 * contact phone and e-mail the organiser keeps for it. Each message names the other side (`party`), the show,
 * the slot, the booth and the note, and links to the list where the meeting waits.
 */

export interface MeetingFacts {
  id: number;
  startsAt: Date;
  requesterId: number;
  companyId: number;
  /** The member's language. */
  locale: string;
  /** The names the member's messages use (their language) and the exhibitor's (Chinese). */
  memberSide: { company: string; title: string; booth: string };
  exhibitorSide: { requesterName: string; title: string; booth: string };
}

type Address = { mobile?: string | null; email?: string | null };

function addressOfLogin(login: string): Address | null {
  const kind = loginKindOf(login);
  if (kind === 'mobile') return { mobile: login };
  if (kind === 'email') return { email: login };
  return null;
}

async function memberAddress(tx: Executor, userId: number): Promise<Address | null> {
  const [user] = await tx.select({ login: users.login }).from(users).where(eq(users.id, userId));
  return user ? addressOfLogin(user.login) : null;
}

async function exhibitorAddresses(tx: Executor, companyId: number): Promise<Address[]> {
  const rows = await tx
    .select({ login: users.login, phone: exhibitors.contactPhone, email: exhibitors.contactEmail })
    .from(users)
    .leftJoin(exhibitors, eq(exhibitors.userId, users.id))
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'exhibitor'), eq(users.disabled, false)));
  return rows.flatMap((row) => {
    const own = addressOfLogin(row.login);
    if (own) return [own];
    const contact = { mobile: row.phone && loginKindOf(row.phone) === 'mobile' ? row.phone : null, email: row.email && loginKindOf(row.email) === 'email' ? row.email : null };
    return contact.mobile || contact.email ? [contact] : [];
  });
}

const link = (path: string, anchor: string) => `${siteConfig().url}${path}#${anchor}`;

/** Tells the member (`kind` in their language, the company as `party`). */
export async function tellMember(tx: Executor, kind: MeetingMessageKind, meeting: MeetingFacts, note: string, now: Date): Promise<void> {
  const to = await memberAddress(tx, meeting.requesterId);
  if (!to) return;
  const message: NewMessage = {
    kind,
    to,
    locale: meeting.locale,
    params: {
      party: meeting.memberSide.company,
      title: meeting.memberSide.title,
      time: slotLabel(meeting.startsAt),
      booth: meeting.memberSide.booth,
      note,
      link: link(routes.account, 'meetings'),
    },
    subject: { type: 'meeting', id: meeting.id },
  };
  await enqueueMessages(tx, [message], now);
}

/** Tells the company's exhibitor accounts (`kind` in Chinese, the member's given name as `party`). */
export async function tellExhibitor(tx: Executor, kind: MeetingMessageKind, meeting: MeetingFacts, note: string, now: Date): Promise<void> {
  const addresses = await exhibitorAddresses(tx, meeting.companyId);
  const params = {
    party: meeting.exhibitorSide.requesterName,
    title: meeting.exhibitorSide.title,
    time: slotLabel(meeting.startsAt),
    booth: meeting.exhibitorSide.booth,
    note,
    link: link(routes.exhibitor, 'meetings'),
  };
  await enqueueMessages(
    tx,
    addresses.map((to) => ({ kind, to, locale: 'zh-CN', params, subject: { type: 'meeting', id: meeting.id } })),
    now,
  );
}
