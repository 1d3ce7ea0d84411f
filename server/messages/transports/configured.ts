import { env, type Env } from '../../kernel/env';
import { smsTemplates, smsTemplateSetting } from '../kinds';
import type { Transports } from '../transport';
import { internationalSmsTemplateCodes } from '../international-sms';
import { createAliyunSmsTransport } from './aliyun-sms';
import { createLogTransport } from './log';
import { createSmtpTransport } from './smtp';

/**
 * The transports this instance sends with, from the environment: SMTP when
 * SMTP_URL is set, Aliyun SMS when SMS_PROVIDER=aliyun, the log otherwise.
 */

/** Aliyun template codes by template name, from SMS_TEMPLATE_<TEMPLATE> (unset ones are left out). */
export function smsTemplateCodes(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const template of smsTemplates()) {
    const code = source[smsTemplateSetting(template)]?.trim();
    if (code) codes[template] = code;
  }
  return codes;
}

/** The SMS templates that have no Aliyun template code (each of their messages would fail): named at start-up. */
export function missingSmsTemplates(source: NodeJS.ProcessEnv = process.env): string[] {
  const codes = smsTemplateCodes(source);
  return smsTemplates().filter((template) => !codes[template]);
}

export function configuredTransports(e: Env = env(), source: NodeJS.ProcessEnv = process.env): Transports {
  return {
    email: e.SMTP_URL ? createSmtpTransport({ url: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.SMTP_TIMEOUT_MS }) : createLogTransport('email'),
    sms:
      e.SMS_PROVIDER === 'aliyun'
        ? createAliyunSmsTransport({
            endpoint: e.ALIYUN_SMS_ENDPOINT,
            accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID,
            accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
            signName: e.SMS_SIGN_NAME,
            templates: smsTemplateCodes(source),
            internationalTemplates: internationalSmsTemplateCodes(source),
          })
        : createLogTransport('sms'),
  };
}

/** Which transport each channel uses, by name (the console shows it to admins). */
export function activeTransportNames(e: Env = env()): Record<keyof Transports, string> {
  return { email: e.SMTP_URL ? 'smtp' : 'log', sms: e.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'log' };
}
