import type { NextApiResponse } from 'next';
import { stringify } from 'csv-stringify/sync';
import { chinaDateTime } from './china-time';

/**
 * CSV files for download, written by csv-stringify: a UTF-8 byte-order mark
 * so that Excel opens Chinese text as UTF-8, CRLF line ends as Excel writes
 * them, dates in China Standard Time ("YYYY-MM-DD HH:mm"), and every text
 * cell a spreadsheet could run as a formula prefixed with an apostrophe
 * (formulaSafe).
 */

export type CsvCell = string | number | Date | null | undefined;

/** A formula's first character: = + - @ and their full-width forms (＝ ＋ － ＠, which some spreadsheets fold to them). */
const FORMULA_START = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A cell starting with a tab, a line break or NUL is escaped whatever follows (OWASP, ASVS 1.2.10). */
const CONTROL_START = /^[\t\r\n\0]/;

/**
 * A text cell as it is written: with an apostrophe in front when it starts with a
 * formula character, also after leading white space (" =1+2", "\u3000＝1"), since
 * some spreadsheets trim it before they look, or with a tab, CR, LF or NUL.
 * Numbers are not text cells: -5 stays a number.
 */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) || CONTROL_START.test(value) ? `'${value}` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    // formulaSafe does what csv-stringify's escape_formulas does, and more.
    escape_formulas: false,
    // A lone CR or LF inside a cell is quoted too, so that it cannot start a new row.
    quoted_match: /[\r\n]/,
    cast: { date: (value) => chinaDateTime(value), string: formulaSafe },
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
