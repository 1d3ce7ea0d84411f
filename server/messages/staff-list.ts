import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toLocale, type Locale, type Translator } from '@/lib/i18n';
import { MESSAGE_CHANNELS, MESSAGE_PAGE_SIZE, MESSAGE_STATUSES } from '@/lib/messages/rules';
import { normaliseLogin } from '@/lib/auth/schema';
import { emptyChoice } from '@/lib/http/list-query';
import type { MessageTransportsView, StaffMessagesProps, StaffMessageView } from '@/lib/messages/views';
import { maskLogin } from '../auth/viewer';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db';
import { newestFirstPage } from '../db/newest-first';
import { messages } from '../db/schema';
import { serverTranslator } from '../kernel/i18n';
import { MAX_ATTEMPTS } from './delivery';
import { addedWhenSentOf, isMessageKind, messageKinds, secretParamsOf, type MessageParams } from './kinds';
import type { MessageRow } from './outbox';
import { renderWith } from './templates';
import { activeTransportNames } from './transports/configured';

/**
 * The outbox for staff (/admin/messages, GET /api/admin/messages): newest
 * first, 50 a page, filtered by status, kind, channel and recipient — a whole
 * mobile number or e-mail address, or a number's last four digits. Each
 * message comes with its text rendered as the recipient gets it.
 */

export const staffMessagesQuery = z.object({
  status: z.enum(MESSAGE_STATUSES).optional().or(emptyChoice),
  kind: z.string().refine(isMessageKind, { message: 'Unknown message kind' }).optional().or(emptyChoice),
  channel: z.enum(MESSAGE_CHANNELS).optional().or(emptyChoice),
  recipient: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type StaffMessagesQuery = z.output<typeof staffMessagesQuery>;

/** Which transport sends each channel now (from the environment). */
export function transportsView(names = activeTransportNames()): MessageTransportsView {
  return { sms: names.sms === 'aliyun' ? 'aliyun' : 'log', email: names.email === 'smtp' ? 'smtp' : 'log' };
}

/** Four digits: a mobile number's last four; anything else: the whole number or address, as a login is stored. */
function recipientCondition(value: string): SQL | undefined {
  if (value === '') return undefined;
  if (/^\d{4}$/.test(value)) return sql`right(${messages.recipient}, 4) = ${value}`;
  return sql`lower(${messages.recipient}) = ${normaliseLogin(value)}`;
}

function conditions(filter: StaffMessagesQuery): SQL | undefined {
  return and(
    filter.status ? eq(messages.status, filter.status) : undefined,
    filter.kind ? eq(messages.kind, filter.kind) : undefined,
    filter.channel ? eq(messages.channel, filter.channel) : undefined,
    recipientCondition(filter.recipient),
  );
}

/**
 * The parameters as staff may see them. A secret one (a verification code) is
 * readable only by an admin, and only while the log transport sends the
 * channel (the log transport's reader is then the recipient: someone trying
 * the site). An editor never reads one: a password-reset code of any account,
 * an admin's too, would otherwise be an editor's way into it. A parameter a
 * domain adds just before sending (a registration's ticket link: `addedWhenSent`
 * in kinds.ts) reads as its placeholder until then, `{{link}}` (`{{ticket}}` in an
 * SMS): the page shows it as "added when sent".
 */
function paramsForStaff(row: MessageRow, transports: MessageTransportsView, admin: boolean): MessageParams {
  const secret = secretParamsOf(row.kind);
  const params =
    secret.length === 0 || (admin && transports[row.channel] === 'log')
      ? row.params
      : Object.fromEntries(Object.entries(row.params).map(([name, value]) => [name, secret.includes(name) ? null : value]));
  const later = Object.entries(addedWhenSentOf(row.kind)).filter(([name]) => !(name in params));
  return later.length > 0 ? { ...params, ...Object.fromEntries(later) } : params;
}

/** The message's text in its own language; an e-mail's subject apart. Empty when it cannot be made (a kind this version does not know). */
function renderedText(t: Translator, row: MessageRow, transports: MessageTransportsView, admin: boolean): Pick<StaffMessageView, 'subject' | 'text'> {
  try {
    const rendered = renderWith(t, { kind: row.kind, channel: row.channel, locale: row.locale, params: paramsForStaff(row, transports, admin) });
    return rendered.channel === 'email' ? { subject: rendered.subject, text: rendered.text } : { subject: null, text: rendered.text };
  } catch {
    return { subject: null, text: '' };
  }
}

/** Messages as staff see them; one translator per language for the lot. */
export async function staffMessageViews(rows: readonly MessageRow[], transports: MessageTransportsView, admin: boolean): Promise<StaffMessageView[]> {
  const translators = new Map<Locale, Promise<Translator>>();
  const translator = (locale: string) => {
    const key = toLocale(locale);
    let found = translators.get(key);
    if (!found) translators.set(key, (found = serverTranslator(key, ['messages'])));
    return found;
  };
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      recipient: maskLogin(row.recipient),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      transport: row.transport,
      providerId: row.providerId,
      createdLabel: chinaDateTime(row.createdAt),
      dueLabel: chinaDateTime(row.dueAt),
      dueLater: row.status === 'pending' && row.dueAt.getTime() > Date.now(),
      sentLabel: row.sentAt ? chinaDateTime(row.sentAt) : null,
      ...renderedText(await translator(row.locale), row, transports, admin),
    })),
  );
}

export interface StaffMessagesOptions {
  /** Admins see which transport sends each channel. */
  admin: boolean;
  transports?: MessageTransportsView;
}

export async function staffMessagesPage(db: Db, filter: StaffMessagesQuery, { admin, transports = transportsView() }: StaffMessagesOptions): Promise<StaffMessagesProps> {
  const where = conditions(filter);
  const { rows, total, pageCount } = await newestFirstPage(db, messages, where, { number: filter.page, size: MESSAGE_PAGE_SIZE });
  return {
    filters: { status: filter.status ?? '', kind: filter.kind ?? '', channel: filter.channel ?? '', recipient: filter.recipient },
    kinds: messageKinds(),
    messages: await staffMessageViews(rows, transports, admin),
    page: filter.page,
    pageCount,
    total,
    maxAttempts: MAX_ATTEMPTS,
    transports: admin ? transports : null,
  };
}
