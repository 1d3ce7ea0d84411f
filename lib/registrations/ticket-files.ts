/** The names a ticket's files are saved under: ASCII with the code, the same in both languages (server and browser). */

export function ticketPdfFilename(code: string): string {
  return `tmz-ticket-${code}.pdf`;
}

export function ticketQrFilename(code: string): string {
  return `tmz-ticket-qr-${code}.png`;
}
