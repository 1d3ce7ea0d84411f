import type { NextApiResponse } from 'next';
import { stringify } from 'csv-stringify/sync';
import { chinaDateTime } from './china-time';

/**
 * CSV files for download, written by csv-stringify: a UTF-8 byte-order mark
 * so that Excel opens Chinese text as UTF-8, CRLF line ends as Excel writes
 * them, dates in China Standard Time ("YYYY-MM-DD HH:mm"), and every cell
 * that starts with =, +, -, @, a tab or a carriage return prefixed with an
 * apostrophe so that no spreadsheet runs it as a formula.
 */

export type CsvCell = string | number | Date | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // A lone CR or LF inside a cell is quoted too, so that it cannot start a new row.
    quoted_match: /[\r\n]/,
    cast: { date: (value) => chinaDateTime(value) },
  });
}

/** Content-Disposition of a download: an ASCII fallback name and the UTF-8 one (RFC 6266 / 5987). */
export function attachment(asciiName: string, utf8Name = asciiName): string {
  return `attachment; filename="${asciiName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`;
}

/** Sends a CSV file as a download (the API routes' CSV exports). */
export function sendCsv(res: NextApiResponse, body: string, asciiName: string, utf8Name?: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachment(asciiName, utf8Name));
  res.status(200).send(body);
}
