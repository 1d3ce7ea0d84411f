import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { RegistrationStatus, TicketActivityView } from '@/lib/registrations/views';
import type { ApiLocale } from '../../http/errors';
import { serverTranslator } from '../../kernel/i18n';
import { FULL_QUIET_ZONE } from '../../kernel/qr';
import { siteConfig } from '../../kernel/site-config';
import { checkInUrl } from './details';
import { ticketFont } from './ticket-font';

/**
 * A ticket as a PDF to keep (pdfkit): the activity, its time and place, the
 * holder, the confirmation code and the QR code the door scans (drawn as
 * vector squares, sharp at any zoom), on an A5 page, in the registrant's
 * language. It is made from the same view of the ticket the ticket page shows
 * (registrationAnswer in details.ts), found by its code. The text is set in a
 * system CJK font (ticket-font.ts), embedded as a subset of the glyphs used.
 */

/** What a PDF ticket shows: the ticket page's view of the registration and its activity. */
export interface TicketPdfView {
  registration: { code: string; name: string; quantity: number; status: RegistrationStatus };
  activity: TicketActivityView | null;
}

/** No CJK font on this server: no PDF (the download answers 503, the e-mail goes without it). */
export class TicketPdfUnavailable extends Error {
  constructor() {
    super('no CJK font for PDF tickets');
    this.name = 'TicketPdfUnavailable';
  }
}

/** Only a ticket that admits has a PDF (a waitlisted or cancelled registration has no ticket to show). */
export function hasTicket(status: RegistrationStatus): boolean {
  return status === 'confirmed' || status === 'checked_in';
}

export { ticketPdfFilename } from '@/lib/registrations/ticket-files';

/** "ABCD EFGH JKLM", as on the ticket page. */
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

// The site's colours (styles/_variables.scss): primary, text, muted, border.
const PRIMARY = '#1a56db';
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const BORDER = '#e5e7eb';

const PAGE = { width: 419.53, height: 595.28 }; // A5 in points
const MARGIN = 36;
const QR_SIZE = 176;

/** The QR code of `text` as squares, its top left at (x, y), `size` points wide with the standard's quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * FULL_QUIET_ZONE;
  const cell = size / count;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + (column + FULL_QUIET_ZONE) * cell, y + (row + FULL_QUIET_ZONE) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/** Renders the ticket as a PDF; throws TicketPdfUnavailable when the server has no CJK font. */
export async function renderTicketPdf(view: TicketPdfView, locale: ApiLocale): Promise<Buffer> {
  const font = ticketFont();
  if (!font) throw new TicketPdfUnavailable();
  const t = await serverTranslator(locale, ['activity']);
  const site = siteConfig();
  const siteName = locale === 'en' ? site.nameEn : site.name;
  const { registration, activity } = view;
  const title = activity?.title ?? '';

  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    // Half a margin at the foot for pdfkit's own page break, so that the footer set above MARGIN never starts a page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN / 2 },
    lang: locale,
    displayTitle: true,
    info: { Title: `${t.t('activity:ticket.pdf.title')} · ${title}`, Author: siteName, Subject: registration.code, Creator: siteName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('ticket', font.data, font.face);
  doc.font('ticket');
  const width = PAGE.width - 2 * MARGIN;

  // The band: the site, and what this is.
  doc.rect(0, 0, PAGE.width, 64).fill(PRIMARY);
  doc.fillColor('#ffffff').fontSize(10).text(siteName, MARGIN, 16, { width, lineBreak: false });
  doc.fontSize(16).text(t.t('activity:ticket.pdf.title'), MARGIN, 32, { width, lineBreak: false });

  doc.fillColor(TEXT).fontSize(15).text(title, MARGIN, 84, { width, lineGap: 2 });
  let y = doc.y + 10;

  const admits = hasTicket(registration.status);
  if (activity && !activity.online && admits) {
    drawQr(doc, checkInUrl(registration.code), (PAGE.width - QR_SIZE) / 2, y, QR_SIZE);
    y += QR_SIZE + 4;
  }
  doc.fillColor(MUTED).fontSize(9).text(t.t('activity:ticket.code'), MARGIN, y, { width, align: 'center' });
  doc.fillColor(TEXT).fontSize(22).text(grouped(registration.code), MARGIN, doc.y + 2, { width, align: 'center', characterSpacing: 1 });
  y = doc.y + 12;
  doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(0.75).strokeColor(BORDER).stroke();
  y += 12;

  const venue = activity
    ? activity.online
      ? t.t('activity:online')
      : activity.address
        ? t.t('activity:venueValue', { venue: activity.venue, address: activity.address })
        : activity.venue
    : '';
  const facts: [string, string][] = [
    [t.t('activity:ticket.holder'), registration.name],
    [t.t('activity:ticket.quantity'), t.t('activity:ticket.quantityValue', { count: registration.quantity })],
    ...(activity
      ? ([
          [t.t('activity:ticket.time'), t.t('activity:ticket.timeValue', { start: activity.startLabel, end: activity.endLabel })],
          [t.t('activity:ticket.venue'), venue],
        ] as [string, string][])
      : []),
    ...(activity?.onlineUrl ? ([[t.t('activity:ticket.pdf.live'), activity.onlineUrl]] as [string, string][]) : []),
  ];
  const labelWidth = locale === 'en' ? 72 : 48;
  for (const [label, value] of facts) {
    doc.fillColor(MUTED).fontSize(10).text(label, MARGIN, y, { width: labelWidth });
    doc.fillColor(TEXT).fontSize(11).text(value, MARGIN + labelWidth, y - 0.5, { width: width - labelWidth, lineGap: 1 });
    y = doc.y + 7;
  }

  // The footer at the foot of the page (above its margin, however many lines the hint takes): one page only.
  const hint = activity?.online ? t.t('activity:ticket.pdf.onlineHint') : t.t('activity:ticket.pdf.hint');
  doc.fontSize(9);
  const footerHeight = doc.heightOfString(hint, { width, lineGap: 1 }) + 2 + doc.currentLineHeight(true);
  const footer = Math.max(y + 6, PAGE.height - MARGIN - footerHeight);
  doc.fillColor(MUTED).text(hint, MARGIN, footer, { width, lineGap: 1 });
  doc.fillColor(PRIMARY).text(site.url, MARGIN, doc.y + 2, { width, link: site.url, lineBreak: false });

  doc.end();
  return done;
}
