import { toLocale, type Translator } from '@/lib/i18n';
import { serverTranslator } from '../kernel/i18n';
import { siteConfig } from '../kernel/site-config';
import { templateOf, type MessageChannel, type MessageParams } from './kinds';

/**
 * Messages are written from translation keys (locales/<locale>/messages.json)
 * and their parameters, in the recipient's language: `<template>.sms` for a
 * text message, `<template>.subject` and `<template>.lines` for an e-mail
 * (plain text, and the same lines as simple HTML). An e-mail line that names
 * a parameter with no value (an editor's note left empty) is left out.
 */

export interface RenderedSms {
  channel: 'sms';
  template: string;
  text: string;
  /** The template's own parameters, as an SMS provider with approved templates takes them. */
  variables: Record<string, string>;
}

export interface RenderedEmail {
  channel: 'email';
  template: string;
  subject: string;
  text: string;
  html: string;
}

export type Rendered = RenderedSms | RenderedEmail;

export interface RenderInput {
  kind: string;
  channel: MessageChannel;
  locale: string;
  params: MessageParams;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The longest a free-text parameter may be in a text message (longer ones are
 * cut with "…"), so that every SMS fits two segments (2 × 67 characters with
 * the signature) whatever an activity is called. Aliyun also refuses template
 * variables over 35 characters. E-mails take them whole.
 */
export const SMS_PARAM_MAX: Readonly<Record<string, number>> = { title: 16, place: 9, name: 10, by: 10, company: 14, party: 14, booth: 12 };

function clip(value: string, max: number | undefined): string {
  const characters = Array.from(value);
  return max !== undefined && characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : value;
}
/** Secret parameters blanked after sending read as this. */
export const BLANKED = '••••••';

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * Parameters that are the same in every message of the site (its name and
 * address): with Aliyun they are written into the approved template itself —
 * links must be fixed in a template, never a variable — so they are not sent as variables.
 */
const FIXED_PARAMS: ReadonlySet<string> = new Set(['site', 'siteUrl']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_IN_TEXT = /https?:\/\/[^\s，。（）()<>"']+/g;

/**
 * A line as HTML: escaped, with the site's own links and the activity's live
 * link clickable — never an address someone typed (a name, a note), so the
 * site's e-mails cannot carry a stranger's link.
 */
function htmlLine(line: string, ours: (url: string) => boolean): string {
  return escapeHtml(line).replace(URL_IN_TEXT, (url) => (ours(url) ? `<a href="${url}">${url}</a>` : url));
}

/** The parameters as the text shows them: derived ones added (the purpose's words), blanked secrets shown as such. */
function displayParams(t: Translator, params: MessageParams): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = value === null ? BLANKED : value;
  if (typeof params.purpose === 'string') values.action = t.t(`messages:purposes.${params.purpose}`);
  const site = siteConfig();
  values.site ??= t.language === 'en' ? site.nameEn : site.name;
  values.siteUrl ??= site.url;
  return values;
}

export function renderWith(t: Translator, input: RenderInput): Rendered {
  const template = templateOf(input.kind, input.params);
  const values = displayParams(t, input.params);
  if (input.channel === 'sms') {
    const raw = t.translate(`messages:${template}.sms`, {});
    if (typeof raw !== 'string' || raw === `messages:${template}.sms`) throw new Error(`no SMS text for the template ${template}`);
    const names = placeholders(raw);
    const filled = Object.fromEntries(names.map((name) => [name, FIXED_PARAMS.has(name) ? String(values[name]) : clip(String(values[name] ?? ''), SMS_PARAM_MAX[name])]));
    const variables = Object.fromEntries(Object.entries(filled).filter(([name]) => !FIXED_PARAMS.has(name)));
    return { channel: 'sms', template, text: String(t.translate(`messages:${template}.sms`, filled)), variables };
  }
  const subject = String(t.translate(`messages:${template}.subject`, values));
  const rawLines = t.translate(`messages:${template}.lines`, { returnObjects: true });
  if (!Array.isArray(rawLines)) throw new Error(`no e-mail text for the template ${template}`);
  const lines = (rawLines as string[])
    .filter((line) => placeholders(line).every((name) => present(values[name])))
    .map((line) => line.replace(PLACEHOLDER, (_, name: string) => String(values[name])));
  const footer = String(t.translate('messages:footer', values));
  const siteUrl = String(values.siteUrl);
  const ours = (url: string) => url === siteUrl || url.startsWith(`${siteUrl}/`) || (typeof input.params.online === 'string' && input.params.online !== '' && url === escapeHtml(input.params.online));
  const text = [...lines, '', footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:-apple-system,\'PingFang SC\',\'Microsoft YaHei\',\'Noto Sans CJK SC\',sans-serif;font-size:15px;line-height:1.7;color:#1f2937">',
    ...lines.map((line) => `<p style="margin:0 0 12px">${htmlLine(line, ours)}</p>`),
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${htmlLine(footer, ours)}</p>`,
    '</body></html>',
  ].join('\n');
  return { channel: 'email', template, subject, text, html };
}

/** Renders a message in its own language. */
export async function renderMessage(input: RenderInput): Promise<Rendered> {
  return renderWith(await serverTranslator(toLocale(input.locale), ['messages']), input);
}
