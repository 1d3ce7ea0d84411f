import { and, eq, inArray } from 'drizzle-orm';
import { loginKindOf } from '@/lib/auth/schema';
import { CONTACT_CHANNELS } from '@/lib/companies/rules';
import { myQuotePath, quotesPath } from '@/lib/sourcing/choose-rules';
import type { ChosenContactView } from '@/lib/sourcing/choose-views';
import type { Executor } from '../db';
import { companies, users } from '../db/schema';
import { siteConfig } from '../kernel/site-config';
import { buyerLink } from './buyer-notice';
import type { SourcingMessageKind } from './message-kinds';
import { enqueueMessages, type NewMessage } from '../messages/outbox';

/**
 * Who hears of the buyer's choices and of a quote's thread, through the outbox in the transaction of the step
 * (sourcing_quote_shortlisted / _accepted / _declined / _question to the supplier, sourcing_quote_answered to
 * the buyer), and the contacts both sides see once a quote is accepted.
 *
 * The supplier is told at the login of the account that sent the quote, or — when that account is gone or its
 * login is a user name — at the logins of the supplier company's accounts. The buyer at the login of the account
 * that posted the request, else its company's accounts'. Messages are in Chinese: a request does not yet record
 * the language it was posted in (see server/sourcing/README.md).
 */

type Address = { mobile?: string | null; email?: string | null };

function addressOfLogin(login: string): Address | null {
  const kind = loginKindOf(login);
  if (kind === 'mobile') return { mobile: login };
  if (kind === 'email') return { email: login };
  return null;
}

/** The account's own login, else every enabled account of the company that has a mobile or e-mail login. */
async function addressesOf(tx: Executor, accountId: number | null, companyId: number): Promise<Address[]> {
  if (accountId !== null) {
    const [account] = await tx.select({ login: users.login, companyId: users.companyId, disabled: users.disabled }).from(users).where(eq(users.id, accountId));
    const own = account && !account.disabled && account.companyId === companyId ? addressOfLogin(account.login) : null;
    if (own) return [own];
  }
  const rows = await tx.select({ login: users.login }).from(users).where(and(eq(users.companyId, companyId), eq(users.disabled, false), inArray(users.kind, ['member', 'exhibitor'])));
  return rows.map((row) => addressOfLogin(row.login)).filter((address): address is Address => address !== null);
}

/** The request's facts every message names. */
export interface ChoiceFacts {
  requestId: number;
  title: string;
  quoteId: number;
  supplierCompanyId: number;
  quoteAuthorId: number | null;
  buyerCompanyId: number;
  buyerId: number | null;
  /** The language the buyer posted in (sourcing_requests.locale): the buyer's messages are in it. */
  buyerLocale: string;
}

const link = (path: string) => `${siteConfig().url}${path}`;

/** Tells the supplier of the quote (`kind`), with a link to its own quote's page; `note` is a reason or a question. */
export async function tellSupplier(tx: Executor, kind: Extract<SourcingMessageKind, `sourcing_quote_${string}`>, facts: ChoiceFacts, note: string, now: Date): Promise<void> {
  const addresses = await addressesOf(tx, facts.quoteAuthorId, facts.supplierCompanyId);
  const params = { title: facts.title, note, link: link(myQuotePath(facts.requestId)) };
  // The supplier's language is not kept: the site's first language.
  const batch: NewMessage[] = addresses.map((to) => ({ kind, to, locale: 'zh-CN', params, subject: { type: 'sourcing_quote', id: facts.quoteId } }));
  await enqueueMessages(tx, batch, now);
}

/** Tells the buyer the supplier answered, with a link to the comparison. */
export async function tellBuyerOfAnswer(tx: Executor, facts: ChoiceFacts, company: string, answer: string, now: Date): Promise<void> {
  const addresses = await addressesOf(tx, facts.buyerId, facts.buyerCompanyId);
  const params = { title: facts.title, company, note: answer, link: `${buyerLink({ locale: facts.buyerLocale }, quotesPath(facts.requestId))}#quote-${facts.quoteId}` };
  const batch: NewMessage[] = addresses.map((to) => ({ kind: 'sourcing_quote_answered', to, locale: facts.buyerLocale, params, subject: { type: 'sourcing_quote', id: facts.quoteId } }));
  await enqueueMessages(tx, batch, now);
}

/**
 * A company's contact as the other side sees it after acceptance: the public channel the company chose on its
 * profile (a business phone or e-mail), else the login of the account (`accountId`: the poster or the quote's
 * author) when it is a mobile number or an e-mail address; null when neither exists.
 */
export async function chosenContact(tx: Executor, companyId: number, accountId: number | null): Promise<ChosenContactView | null> {
  const [company] = await tx.select({ name: companies.name, channel: companies.contactChannel, value: companies.contactValue }).from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const channel = CONTACT_CHANNELS.find((known) => known === company.channel);
  if (channel && company.value?.trim()) return { company: company.name, channel, value: company.value.trim() };
  if (accountId === null) return null;
  // Only an account still enabled and still of this company: never a former employee's own number.
  const [account] = await tx.select({ login: users.login, companyId: users.companyId, disabled: users.disabled }).from(users).where(eq(users.id, accountId));
  const kind = account ? loginKindOf(account.login) : null;
  if (!account || account.disabled || account.companyId !== companyId || (kind !== 'mobile' && kind !== 'email')) return null;
  return { company: company.name, channel: kind === 'mobile' ? 'phone' : 'email', value: account.login };
}
