import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { loginKindOf } from '@/lib/auth/schema';
import { localePrefix, toLocale } from '@/lib/i18n';
import { sourcingPath } from '@/lib/routes';
import type { Executor } from '../db';
import { messages, sourcingRequests, users } from '../db/schema';
import { chinaDateTime } from '../kernel/china-time';
import { siteConfig } from '../kernel/site-config';
import { cancelPendingMessages, enqueueMessage, type NewMessage } from '../messages/outbox';
import type { MessageParams } from '../messages/kinds';
import type { SourcingMessageKind } from './message-kinds';

/**
 * Messages to a request's buyer (the account that posted it, at its login: SMS to a mobile number, e-mail to an
 * address), always in the language it posted in (`sourcing_requests.locale`):
 * - new quotes, gathered: at most one message an hour per request. The first quote after a quiet hour is told
 *   at once; the next ones wait in one pending outbox row, due an hour after the last message went out, whose
 *   count grows with each quote until it is sent (`tellBuyerOfQuote`);
 * - the reminder a day before the request closes, scheduled when it goes live (`scheduleClosingReminder`) and
 *   cancelled when it ends early (`cancelClosingReminder`, for the slices that close or hide a request).
 */

type RequestRow = typeof sourcingRequests.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The outbox's subject of a request's messages. */
const subjectOf = (request: Pick<RequestRow, 'id'>) => ({ type: 'sourcing_request', id: request.id });

/** A page of the site in the buyer's language, as a full address. */
export const buyerLink = (request: Pick<RequestRow, 'locale'>, path: string): string => `${siteConfig().url}${localePrefix(toLocale(request.locale))}${path}`;

/** The request's public page, in the buyer's language. */
export const requestLink = (request: Pick<RequestRow, 'id' | 'locale'>): string => buyerLink(request, sourcingPath(request.id));

/** Where the buyer is told: its login, when it is a mobile number or an e-mail address; else nowhere. */
export async function buyerAddress(tx: Executor, request: Pick<RequestRow, 'buyerId'>): Promise<NewMessage['to'] | null> {
  if (request.buyerId === null) return null;
  const [account] = await tx.select({ login: users.login }).from(users).where(eq(users.id, request.buyerId));
  const kind = account ? loginKindOf(account.login) : null;
  if (!account || (kind !== 'mobile' && kind !== 'email')) return null;
  return kind === 'mobile' ? { mobile: account.login } : { email: account.login };
}

/** Enqueues one message to the buyer about its request, in its language. */
export async function tellBuyer(tx: Executor, request: RequestRow, kind: SourcingMessageKind, params: MessageParams, now: Date, dueAt?: Date): Promise<void> {
  const to = await buyerAddress(tx, request);
  if (!to) return;
  await enqueueMessage(tx, { kind, to, locale: request.locale, params, subject: subjectOf(request), ...(dueAt ? { dueAt } : {}) }, now);
}

const QUOTES_KIND = 'sourcing_quotes_received' satisfies SourcingMessageKind;

/**
 * A quote came in (a first one, or one sent again after its withdrawal): called in the quote's transaction,
 * which holds the request's row, so two quotes at once cannot both start a message. A pending message not yet
 * taken by the delivery worker gathers it (its count grows); else a new one is due now, or an hour after the
 * last one to this request was due.
 */
export async function tellBuyerOfQuote(tx: Executor, request: RequestRow, now: Date): Promise<void> {
  const subject = subjectOf(request);
  const same = and(eq(messages.subjectType, subject.type), eq(messages.subjectId, String(subject.id)), eq(messages.kind, QUOTES_KIND));
  const gathered = await tx
    .update(messages)
    .set({ params: sql`jsonb_set(${messages.params}, '{count}', to_jsonb(coalesce((${messages.params}->>'count')::int, 0) + 1))`, updatedAt: now })
    .where(and(same, eq(messages.status, 'pending')))
    .returning({ id: messages.id });
  if (gathered.length > 0) return;
  const [last] = await tx
    .select({ dueAt: messages.dueAt })
    .from(messages)
    .where(and(same, ne(messages.status, 'cancelled')))
    .orderBy(desc(messages.dueAt))
    .limit(1);
  const dueAt = last ? new Date(Math.max(now.getTime(), last.dueAt.getTime() + HOUR_MS)) : now;
  await tellBuyer(tx, request, QUOTES_KIND, { title: request.title, count: 1, link: requestLink(request) }, now, dueAt);
}

const CLOSING_KIND = 'sourcing_request_closing' satisfies SourcingMessageKind;

/** When the reminder is due: a day before the request closes (or at once, for a request open less than a day more). */
export const closingReminderAt = (closesAt: Date, now: Date): Date => new Date(Math.max(now.getTime(), closesAt.getTime() - DAY_MS));

/** The request went live: its buyer is reminded a day before it closes (with the quotes it has then). */
export async function scheduleClosingReminder(tx: Executor, request: RequestRow, now: Date): Promise<void> {
  if (request.status !== 'live' || !request.closesAt) return;
  await tellBuyer(
    tx,
    request,
    CLOSING_KIND,
    { title: request.title, closes: chinaDateTime(request.closesAt), link: requestLink(request) },
    now,
    closingReminderAt(request.closesAt, now),
  );
}

/** Cancels the "closing tomorrow" reminder (the request ended, or closes at another time). */
export async function cancelClosingReminder(tx: Executor, request: Pick<RequestRow, 'id'>, now: Date): Promise<number> {
  return cancelPendingMessages(tx, subjectOf(request), [CLOSING_KIND], now);
}

/**
 * The request ended before its time (closed by the buyer or staff, hidden by staff): no reminder, and no gathered
 * "new quotes" message about a request that takes none any more.
 */
export async function cancelNoticesOfEndedRequest(tx: Executor, request: Pick<RequestRow, 'id'>, now: Date): Promise<void> {
  await cancelClosingReminder(tx, request, now);
  await cancelPendingMessages(tx, subjectOf(request), [QUOTES_KIND], now);
}

