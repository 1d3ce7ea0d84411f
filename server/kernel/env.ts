import { z } from 'zod';
import { isSiteImage } from '@/lib/uploads/site-image';
import { LOG_LEVELS } from './request-log.mjs';

/**
 * The environment, validated once. Every setting has a default (see
 * .env.example), so `npm start` works with none of them set.
 */

const optionalNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: `not a number: ${value}` });
        return z.NEVER;
      }
      return parsed;
    });

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? fallback : value.trim()));

export const envSchema = z.object({
  SITE_NAME: text('TMZ 产业协同平台'),
  SITE_NAME_EN: text('TMZ Industry Platform'),
  SITE_URL: text('http://localhost:3000').pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })),
  ICP_NUMBER: text('沪ICP备00000000号-1'),
  PUBLIC_SECURITY_NUMBER: text('沪公网安备 31000000000000号'),
  CONTACT_PHONE: text('400-000-0000'),
  CONTACT_EMAIL: text('contact@example.com'),
  JOBS_EMAIL: text('hr@example.com'),
  CONTACT_ADDRESS: text('上海市静安区南京西路 1000 号 20 层'),
  CONTACT_ADDRESS_EN: text('20F, 1000 West Nanjing Road, Jing’an District, Shanghai'),
  CONTACT_HOURS: text('周一至周五 9:00–18:00'),
  CONTACT_HOURS_EN: text('Mon–Fri 9:00–18:00 (China Standard Time)'),
  OFFICE_LNG: optionalNumber(121.4589),
  OFFICE_LAT: optionalNumber(31.2304),
  AMAP_KEY: text(''),
  AMAP_SECURITY_CODE: text(''),
  /** A path or address that forwards AMap's service requests and adds the security code (AMap's "serviceHost"); the code then never reaches browsers. */
  AMAP_SERVICE_HOST: text(''),
  /** The office's city, for public-transport routes to it. */
  OFFICE_CITY: text('上海市'),
  STATISTICS_ID: text(''),
  API_BASE_URL: text(''),
  /** A PostgreSQL server (postgres://…); empty = the embedded database in DATA_DIR. */
  DATABASE_URL: text('').pipe(z.union([z.literal(''), z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// address' })])),
  /** Folder of the embedded database (PGlite). */
  DATA_DIR: text('./data'),
  /** 1 when the site runs behind a proxy or load balancer that sets X-Forwarded-For: the client address is its first entry. */
  TRUST_PROXY: text('0').pipe(z.enum(['0', '1'], { error: 'must be 0 or 1' })).transform((value) => value === '1'),
  /** Where login throttling counts: the database (shared by every instance) or memory (tests only). */
  RATE_LIMIT_STORE: text('database').pipe(z.enum(['database', 'memory'], { error: 'must be database or memory' })),
  /** Least level written to the JSON log (pino): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: text('info').pipe(z.enum(LOG_LEVELS as [string, ...string[]], { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  /**
   * scripts/serve.mjs (`npm start`): after SIGTERM, how long requests in flight may take before they are cut
   * (and the process exits with status 1). Read by that script; listed here with the other settings.
   */
  SHUTDOWN_TIMEOUT_MS: optionalNumber(10_000).pipe(z.number().int().min(0).max(600_000)),
  /**
   * scripts/serve.mjs: after SIGTERM, how long it keeps accepting requests while /api/health already answers
   * 503 "draining", so that a load balancer polling it stops sending traffic first (0 = close at once).
   */
  READINESS_GRACE_MS: optionalNumber(0).pipe(z.number().int().min(0).max(60_000)),
  /**
   * scripts/serve.mjs: megabytes of public pages kept in memory for visitors without a session
   * (server/http/page-cache.mjs); 0 = none. Read by that script; listed here with the other settings.
   */
  PAGE_CACHE_MB: optionalNumber(64).pipe(z.number().int().min(0).max(4096)),
  /**
   * Job applications and their résumés are deleted this many days after the job closes (or, for a job without
   * a closing day, after the application was sent); the privacy policy says so (server/applications/retention.ts).
   */
  APPLICATION_RETENTION_DAYS: optionalNumber(180).pipe(z.number().int().min(1).max(3650)),

  // ---- Messages (server/messages) ----
  /** How often each instance's delivery worker looks for due messages, in milliseconds (0: this instance sends none). */
  MESSAGE_POLL_MS: optionalNumber(2000).pipe(z.number().int().min(0).max(3_600_000)),
  /** Sends in flight at once per channel (SMS, e-mail) and instance: a slow provider answer holds one of them. */
  MESSAGE_SENDS_PER_CHANNEL: optionalNumber(2).pipe(z.number().int().min(1).max(20)),
  /** The longest an SMTP connection, greeting, quiet socket, or whole send may take, in milliseconds. */
  SMTP_TIMEOUT_MS: optionalNumber(10_000).pipe(z.number().int().min(1000).max(120_000)),
  /** E-mail over SMTP, e.g. smtps://user:password@smtp.example.com:465; empty: e-mails go to the log transport. */
  SMTP_URL: text('').pipe(z.union([z.literal(''), z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' })])),
  /** The sender of e-mails, e.g. "TMZ 产业协同平台 <noreply@example.com>". */
  MAIL_FROM: text('noreply@example.com'),
  /** Text messages: aliyun (阿里云短信) or log (written to the log and listed at /admin/messages). */
  SMS_PROVIDER: text('log').pipe(z.enum(['log', 'aliyun'], { error: 'must be log or aliyun' })),
  ALIYUN_SMS_ACCESS_KEY_ID: text(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: text(''),
  /** The approved signature (签名) Aliyun puts in front of every text, e.g. TMZ产业协同平台. */
  SMS_SIGN_NAME: text(''),
  /** Aliyun SMS's API address (tests point it at a local server). */
  ALIYUN_SMS_ENDPOINT: text('https://dysmsapi.aliyuncs.com').pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })),

  /**
   * The CJK font PDF tickets are set in (a .ttf, .otf or .ttc; embedded as a subset); empty: the first of Noto CJK
   * or WenQuanYi found in the usual system places (server/activities/registrations/ticket-font.ts). None: no PDF tickets.
   */
  TICKET_FONT_PATH: text(''),

  // ---- WeChat (server/wechat) ----
  /** The official account (公众号) whose JS-SDK sets the share cards of pages opened in WeChat; both empty: none. */
  WECHAT_APP_ID: text(''),
  WECHAT_APP_SECRET: text(''),
  /** WeChat's API address (tests point it at a local server). */
  WECHAT_API_BASE: text('https://api.weixin.qq.com').pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })),
  /**
   * The official account's QR code, shown in the footer: an image uploaded to the site (/api/uploads/{id}) or a
   * file deployed in public/images (/images/…); empty: the footer shows none.
   */
  WECHAT_OA_QR: text('').refine((value) => value === '' || isSiteImage(value), 'must be an image of the site: /api/uploads/{id} or /images/…'),
  /** The official account's name under its QR code (empty: the site's name). */
  WECHAT_OA_NAME: text(''),
  /** The website application (网站应用, open.weixin.qq.com) of "微信登录" with a QR code on a computer; both empty: none. */
  WECHAT_OPEN_APP_ID: text(''),
  WECHAT_OPEN_APP_SECRET: text(''),
  /** The host of WeChat's authorisation pages (qrconnect, oauth2/authorize); tests point it at a local server. */
  WECHAT_OPEN_BASE: text('https://open.weixin.qq.com').pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })),
}).superRefine((value, ctx) => {
  for (const [id, secret] of [['WECHAT_APP_ID', 'WECHAT_APP_SECRET'], ['WECHAT_OPEN_APP_ID', 'WECHAT_OPEN_APP_SECRET']] as const) {
    if (Boolean(value[id]) !== Boolean(value[secret])) {
      ctx.addIssue({ code: 'custom', path: [value[id] ? secret : id], message: `is required with the other of ${id} and ${secret}` });
    }
  }
  if (value.SMS_PROVIDER !== 'aliyun') return;
  for (const name of ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME'] as const) {
    if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with SMS_PROVIDER=aliyun' });
  }
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** A setting the site cannot run with: the variables named, each with what it must be. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly variables: readonly string[], details: string) {
    super(`Invalid environment: ${details}`);
    this.name = 'InvalidEnvironmentError';
  }
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new InvalidEnvironmentError([...new Set(result.error.issues.map((i) => i.path.join('.')))], details);
  }
  return result.data;
}

/** Parses the environment (once, for process.env); a bad value stops the server with a clear message. */
export function env(source: NodeJS.ProcessEnv = process.env): Env {
  if (source !== process.env) return parseEnv(source);
  cached ??= parseEnv(source);
  return cached;
}
