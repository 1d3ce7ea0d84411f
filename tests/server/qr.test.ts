/** @jest-environment node */
import ICAL from 'ical.js';
import QRCode from 'qrcode';
import { companyVCard, escapeVCardText, FULL_QUIET_ZONE, personVCard, qrSvg, siteUrl } from '@/server/kernel/qr';
import { siteConfigFrom } from '@/server/kernel/site-config';
import { envSchema } from '@/server/kernel/env';
import type { SiteConfig } from '@/lib/site-config';

const site: SiteConfig = {
  ...siteConfigFrom(envSchema.parse({})),
  name: 'TMZ 产业协同平台',
  nameEn: 'TMZ Industry Platform, Ltd.',
  url: 'https://www.example.cn',
  phone: '400-000-0000',
  email: 'contact@example.cn',
  address: '上海市静安区南京西路 1000 号; 20 层',
  addressEn: '20F, 1000 West Nanjing Road, Shanghai',
};

/** The vCard's content lines, without their CRLF. */
const linesOf = (card: string) => card.split('\r\n').slice(0, -1);

describe('escapeVCardText', () => {
  it('escapes backslash, comma, semicolon and line breaks (RFC 2426)', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  it('leaves Chinese text and colons alone', () => {
    expect(escapeVCardText('上海市：静安区')).toBe('上海市：静安区');
  });
});

describe('companyVCard', () => {
  it('is a vCard 3.0 of the company with name, organisation, phone, e-mail, address and URL', () => {
    expect(linesOf(companyVCard(site))).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:TMZ 产业协同平台;;;;',
      'FN:TMZ 产业协同平台',
      'ORG:TMZ 产业协同平台',
      'X-ABShowAs:COMPANY',
      'TEL;TYPE=WORK,VOICE:400-000-0000',
      'EMAIL;TYPE=INTERNET,WORK:contact@example.cn',
      'ADR;TYPE=WORK:;;上海市静安区南京西路 1000 号\\; 20 层;;;;',
      'URL:https://www.example.cn',
      'END:VCARD',
    ]);
  });

  it('ends every line, the last one included, with CRLF and has no bare line feeds', () => {
    const card = companyVCard(site);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('uses the English name, address and URL for the English site, escaping commas', () => {
    const lines = linesOf(companyVCard(site, 'en'));
    expect(lines).toContain('FN:TMZ Industry Platform\\, Ltd.');
    expect(lines).toContain('ORG:TMZ Industry Platform\\, Ltd.');
    expect(lines).toContain('ADR;TYPE=WORK:;;20F\\, 1000 West Nanjing Road\\, Shanghai;;;;');
    expect(lines).toContain('URL:https://www.example.cn/en');
  });

  it('keeps a multi-line address on one content line', () => {
    const card = companyVCard({ ...site, address: '上海市静安区\n南京西路 1000 号' });
    expect(linesOf(card)).toContain('ADR;TYPE=WORK:;;上海市静安区\\n南京西路 1000 号;;;;');
  });
});

describe('siteUrl', () => {
  it('is the site origin for zh-CN and adds /en for English', () => {
    expect(siteUrl(site)).toBe('https://www.example.cn');
    expect(siteUrl(site, 'en')).toBe('https://www.example.cn/en');
  });
});

describe('qrSvg', () => {
  const viewBoxSize = (svg: string) => {
    const match = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    return match ? [Number(match[1]), Number(match[2])] : undefined;
  };

  it('draws a short text as an SVG of version 1: 21 modules plus a one-module margin each side', async () => {
    const svg = await qrSvg('https://x.cn');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(viewBoxSize(svg)).toEqual([21 + 2, 21 + 2]);
  });

  it('sizes a vCard with Chinese text by its version: 4 × version + 17 modules plus margins', async () => {
    const card = companyVCard(site);
    const { version } = QRCode.create(card, { errorCorrectionLevel: 'M' });
    expect(version).toBeGreaterThan(1);
    const size = 4 * version + 17 + 2;
    expect(viewBoxSize(await qrSvg(card))).toEqual([size, size]);
  });

  it('draws the quiet zone it is asked for: the e-ticket has the standard\'s four modules each side', async () => {
    expect(FULL_QUIET_ZONE).toBe(4);
    expect(viewBoxSize(await qrSvg('https://x.cn', FULL_QUIET_ZONE))).toEqual([21 + 8, 21 + 8]);
  });

  it('encodes the same text to the same SVG (safe to cache)', async () => {
    expect(await qrSvg('同一段文字')).toBe(await qrSvg('同一段文字'));
  });
});

describe('companyVCardSvg', () => {
  it('draws the vCard code of each locale once and gives the same SVG as qrSvg', async () => {
    const { companyVCardSvg } = await import('@/server/kernel/qr');
    const first = companyVCardSvg(site, 'zh-CN');
    expect(companyVCardSvg(site, 'zh-CN')).toBe(first);
    expect(await first).toBe(await qrSvg(companyVCard(site, 'zh-CN')));
    expect(await companyVCardSvg(site, 'en')).toBe(await qrSvg(companyVCard(site, 'en')));
  });
});

/** A vCard parsed by ical.js's vCard support (which throws on a malformed card). */
function parseVCard(card: string) {
  const parsed = ICAL.parse(card);
  const component = new ICAL.Component(parsed);
  expect(component.name).toBe('vcard');
  return component;
}

describe('the vCards, read back with ical.js', () => {
  it('the company card carries what the business card shows: name, phone, e-mail, address and site, escapes undone', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const card = parseVCard(companyVCard(site, locale));
      const name = locale === 'en' ? site.nameEn : site.name;
      expect(card.getFirstPropertyValue('version')).toBe('3.0');
      expect(card.getFirstPropertyValue('fn')).toBe(name);
      expect(card.getFirstPropertyValue('org')).toBe(name);
      expect(card.getFirstPropertyValue('tel')).toBe(site.phone);
      expect(card.getFirstPropertyValue('email')).toBe(site.email);
      // ADR's seven components: the configured one-line address is the street.
      expect(card.getFirstPropertyValue('adr')).toEqual(['', '', locale === 'en' ? site.addressEn : site.address, '', '', '', '']);
      expect(card.getFirstPropertyValue('url')).toBe(siteUrl(site, locale));
    }
  });

  it('a consultant’s card carries their name, title, organisation, phone, e-mail and page; no empty lines for what is unknown', () => {
    const person = { name: '陈思远', title: '供应链顾问, 高级', organisation: 'TMZ; 华东', phone: '138 0000 0000', email: 'chen@example.cn', url: 'https://www.example.cn/home/consultantItem?id=3' };
    const card = parseVCard(personVCard(person));
    expect(card.getFirstPropertyValue('fn')).toBe('陈思远');
    expect(card.getFirstPropertyValue('title')).toBe('供应链顾问, 高级');
    expect(card.getFirstPropertyValue('org')).toBe('TMZ; 华东');
    expect(card.getFirstPropertyValue('tel')).toBe('138 0000 0000');
    expect(card.getFirstPropertyValue('email')).toBe('chen@example.cn');
    expect(card.getFirstPropertyValue('url')).toBe(person.url);

    const bare = parseVCard(personVCard({ ...person, phone: null, email: null }));
    expect(bare.getAllProperties('tel')).toHaveLength(0);
    expect(bare.getAllProperties('email')).toHaveLength(0);
  });
});
