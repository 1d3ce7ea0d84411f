import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { registrations } from '../../db/schema';
import { ApiError, type ApiLocale } from '../../http/errors';
import { log } from '../../kernel/log';
import { activityText } from './api-messages';
import { registrationAnswer } from './details';
import type { OwnerProof } from './owner-proof';
import { findRegistration } from './registration-view';
import { ticketFontHelp } from './ticket-font';
import { hasTicket, renderTicketPdf, ticketPdfFilename, TicketPdfUnavailable } from './ticket-pdf';

/**
 * The PDF ticket of a registration, found by its code through the same
 * loader as the ticket page (findRegistration with the registrant's proof,
 * then registrationAnswer): the download from the ticket page, and the
 * attachment of the confirmation e-mail, rendered when it is sent.
 */

export interface TicketFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * The PDF for whoever proves the registration `code` is theirs; null (the 404 of an unknown code) for
 * anyone else. A registration without a seat has no ticket (409); no CJK font on the server: 503.
 */
export async function ticketPdfAnswer(db: Db, code: string, proof: OwnerProof, locale: ApiLocale): Promise<TicketFile | null> {
  const found = await findRegistration(db, code, proof);
  if (!found) return null;
  const answer = await registrationAnswer(db, found, locale);
  if (!hasTicket(answer.registration.status)) throw new ApiError('conflict', await activityText(locale, `ticket.pdf.none.${answer.registration.status}`));
  try {
    return { filename: ticketPdfFilename(code), contentType: 'application/pdf', body: await renderTicketPdf(answer, locale) };
  } catch (error) {
    if (!(error instanceof TicketPdfUnavailable)) throw error;
    log().warn({ event: 'ticket_pdf_off' }, ticketFontHelp());
    throw new ApiError('service_unavailable', await activityText(locale, 'ticket.pdf.off'));
  }
}

/**
 * The PDF attached to a registration's e-mail (by the registration's id, in its language), made when the
 * e-mail is sent; null when it has no ticket (any more) or the server has no CJK font (a warning in the
 * log: the e-mail goes without it).
 */
export async function ticketAttachment(db: Db, registrationId: number): Promise<TicketFile | null> {
  const [row] = await db.select({ code: registrations.code, locale: registrations.locale }).from(registrations).where(eq(registrations.id, registrationId));
  if (!row) return null;
  // The site sends it to the registrant's own address: no proof is asked of it.
  const found = await findRegistration(db, row.code, { proves: () => true });
  if (!found || !hasTicket(found.status)) return null;
  const locale: ApiLocale = row.locale === 'en' ? 'en' : 'zh-CN';
  try {
    return { filename: ticketPdfFilename(row.code), contentType: 'application/pdf', body: await renderTicketPdf(await registrationAnswer(db, found, locale), locale) };
  } catch (error) {
    if (!(error instanceof TicketPdfUnavailable)) throw error;
    log().warn({ event: 'ticket_pdf_off', registrationId }, `The e-mail goes without its PDF ticket. ${ticketFontHelp()}`);
    return null;
  }
}
