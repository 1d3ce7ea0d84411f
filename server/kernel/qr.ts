import QRCode from 'qrcode';
import sharp from 'sharp';
import { localePrefix, type Locale } from '@/lib/i18n';
import type { SiteConfig } from '@/lib/site-config';

/**
 * QR codes drawn on the server as SVG (docs/spec.md §9: no QR library in the
 * browser), and the vCard the business card's code carries.
 */

/**
 * An SVG QR code of `text` (UTF-8, error correction M, version chosen by the library) with a quiet zone of
 * `margin` modules: one where the page around it is white, the standard's four where a scanner must find it
 * on a phone's screen held up to it (the e-ticket).
 */
export function qrSvg(text: string, margin = 1): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin });
}

/** The quiet zone the QR code standard asks for (ISO/IEC 18004: four modules). */
export const FULL_QUIET_ZONE = 4;

/**
 * A PNG QR code of `text` (error correction M, the standard's quiet zone), `width` pixels wide: for a
 * phone's photo album, which takes no SVG (the e-ticket's "save to photos", WeChat's long press). The SVG
 * drawn by libvips (sharp), a few times faster than the QR library's own PNG writer.
 */
export async function qrPng(text: string, width = 720): Promise<Buffer> {
  const svg = await qrSvg(text, FULL_QUIET_ZONE);
  return sharp(Buffer.from(svg), { density: 1200 }).resize(width, width, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).png().toBuffer();
}

/** Escapes a vCard 3.0 text value (RFC 2426 §4): backslash, comma, semicolon and line breaks. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A vCard 3.0 of the company in the page's language (name and address in
 * English on /en), CRLF line endings. It holds only what a contact needs (name,
 * organisation, phone, e-mail, address, site) to keep the QR code small enough
 * to scan from a screen; lines are not folded, as phone scanners prefer.
 */
export function companyVCard(site: SiteConfig, locale: Locale = 'zh-CN'): string {
  const english = locale === 'en';
  const name = escapeVCardText(english ? site.nameEn : site.name);
  const address = escapeVCardText(english ? site.addressEn : site.address);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // An organisation's card: N carries the name (vCard 3.0 requires N), ORG and X-ABShowAs mark it as a company.
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${name}`,
    'X-ABShowAs:COMPANY',
    `TEL;TYPE=WORK,VOICE:${escapeVCardText(site.phone)}`,
    `EMAIL;TYPE=INTERNET,WORK:${escapeVCardText(site.email)}`,
    // The configured address is one line, so it goes into the street component of ADR.
    `ADR;TYPE=WORK:;;${address};;;;`,
    `URL:${siteUrl(site, locale).replace(/[\r\n]/g, '')}`,
    'END:VCARD',
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

const companyCodes = new Map<string, Promise<string>>();

/**
 * The company vCard's QR code in a locale, drawn once per process and
 * configuration (the contact page and the business card show it on every
 * request; the configuration does not change while the server runs).
 */
export function companyVCardSvg(site: SiteConfig, locale: Locale = 'zh-CN'): Promise<string> {
  const vcard = companyVCard(site, locale);
  let svg = companyCodes.get(vcard);
  if (!svg) {
    svg = qrSvg(vcard);
    companyCodes.set(vcard, svg);
  }
  return svg;
}

/** The site's home page in a locale ("/en" for English). */
export function siteUrl(site: SiteConfig, locale: Locale = 'zh-CN'): string {
  return `${site.url}${localePrefix(locale)}`;
}

export interface PersonCard {
  name: string;
  title: string;
  organisation: string;
  phone: string | null;
  email: string | null;
  url: string;
}

/** A vCard 3.0 of one person (a consultant): name, title, organisation, phone and e-mail when known, and their page. */
export function personVCard(person: PersonCard): string {
  const name = escapeVCardText(person.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // One field for the whole name: Chinese names are not "given family", and vCard 3.0 requires N.
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${escapeVCardText(person.organisation)}`,
    `TITLE:${escapeVCardText(person.title)}`,
    ...(person.phone ? [`TEL;TYPE=WORK,VOICE:${escapeVCardText(person.phone)}`] : []),
    ...(person.email ? [`EMAIL;TYPE=INTERNET,WORK:${escapeVCardText(person.email)}`] : []),
    `URL:${person.url.replace(/[\r\n]/g, '')}`,
    'END:VCARD',
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}
