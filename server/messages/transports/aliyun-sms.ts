import { createHmac, randomUUID } from 'node:crypto';
import { smsTemplateSetting } from '../kinds';
import { smsIntlTemplateSetting } from '../international-sms';
import { DeliveryError, type Transport } from '../transport';

/**
 * Text messages through Aliyun SMS (阿里云短信, Dysmsapi `SendSms`, version
 * 2017-05-25), called as the documented RPC-style HTTP API with a signature
 * V1.0 (HMAC-SHA1) rather than through Aliyun's SDK: the signature is a few
 * lines of node:crypto, the official SDK pulls in a large dependency tree
 * for this one call, and a plain base URL (ALIYUN_SMS_ENDPOINT) is all a test
 * needs to put a local server in Aliyun's place.
 *
 * The signature, as Aliyun documents it ("签名机制", RPC APIs): sort every
 * parameter but Signature by name, percent-encode each name and value
 * (RFC 3986), join them as `name=value` with `&`; sign
 * `POST&%2F&` + percentEncode(that) with HMAC-SHA1 under the key
 * `AccessKeySecret&`, and send the base64 result as `Signature`.
 *
 * The access key secret is used as the HMAC key only: it is never sent, put
 * in an error or written to the log.
 */

export interface AliyunSmsOptions {
  /** Base URL of the API, https://dysmsapi.aliyuncs.com in production. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名). */
  signName: string;
  /** Aliyun template codes (SMS_123456789) by our template name. */
  templates: Record<string, string>;
  /** International template codes by our template name, for numbers outside mainland China ("+…"). */
  internationalTemplates?: Record<string, string>;
}

const API_VERSION = '2017-05-25';
const TIMEOUT_MS = 15_000;

/**
 * Percent-encoding as Aliyun's signature wants it (RFC 3986): everything but
 * A–Z a–z 0–9 - _ . ~ as %XY of its UTF-8 bytes, a space as %20.
 * encodeURIComponent leaves ! ' ( ) * alone, so those are encoded here.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonicalised query string: parameters sorted by name, each name and value percent-encoded, joined with &. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

/** The request's Signature for these parameters (all but Signature itself). */
export function signRpc(params: Record<string, string>, secret: string, method = 'POST'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** ISO 8601 in UTC to the second, as the Timestamp parameter wants it (2026-11-26T04:00:00Z). */
function timestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Answers that retrying the same request cannot change: the number, template, signature or account is wrong. */
const PERMANENT_CODES = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.MOBILE_COUNT_OVER_LIMIT',
  'isv.TEMPLATE_MISSING_PARAMETERS',
  'isv.TEMPLATE_PARAMS_ILLEGAL',
  'isv.INVALID_JSON_PARAM',
  'isv.PARAM_LENGTH_LIMIT',
  'isv.PARAM_NOT_SUPPORT_URL',
  'isv.SMS_TEMPLATE_ILLEGAL',
  'isv.SMS_SIGNATURE_ILLEGAL',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL',
  'isv.SIGN_STATE_ILLEGAL',
  'isv.SMS_SIGN_ILLEGAL',
  'isv.SMS_CONTENT_ILLEGAL',
  'isv.INVALID_PARAMETERS',
  'isv.BLACK_KEY_CONTROL_LIMIT',
  'isv.DOMESTIC_NUMBER_NOT_SUPPORTED',
  'isv.DENY_IP_RANGE',
  'isv.PRODUCT_UN_SUBSCRIPT',
  'isv.PRODUCT_UNSUBSCRIBE',
  'isv.ACCOUNT_NOT_EXISTS',
  'isv.ACCOUNT_ABNORMAL',
  'isp.RAM_PERMISSION_DENY',
  'InvalidAccessKeyId.NotFound',
  'InvalidAccessKeyId.Inactive',
  'SignatureDoesNotMatch',
  'IncompleteSignature',
  'MissingParameter',
  'InvalidParameter',
  'Forbidden.RAM',
]);

/**
 * Whether a refusal is final. Only the codes above are: throttling
 * (isv.BUSINESS_LIMIT_CONTROL, Throttling.*), Aliyun's own faults
 * (isp.SYSTEM_ERROR, ServiceUnavailable) and codes not listed are tried again —
 * a refused SendSms costs nothing, and the tries are bounded by MAX_ATTEMPTS.
 */
export function isPermanentCode(code: string): boolean {
  return PERMANENT_CODES.has(code) || code.startsWith('InvalidAccessKeyId.');
}

interface SendSmsAnswer {
  Code?: unknown;
  Message?: unknown;
  BizId?: unknown;
  RequestId?: unknown;
}

/** Aliyun's message for a signature mismatch quotes the whole string it signed (recipient included): only the sentence is kept. */
function shortMessage(message: unknown): string {
  return String(message ?? '')
    .replace(/\s*server string to sign is:.*$/is, '')
    .trim();
}

async function readAnswer(response: Response): Promise<SendSmsAnswer | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as SendSmsAnswer) : null;
  } catch {
    return null;
  }
}

export function createAliyunSmsTransport(options: AliyunSmsOptions): Transport {
  const url = new URL('/', options.endpoint);
  return {
    name: 'aliyun',
    channel: 'sms',
    async send(message) {
      const rendered = message.rendered;
      if (rendered.channel !== 'sms') throw new DeliveryError(`message ${message.id} is not a text message`, true);
      // A number outside mainland China: its international template, and the number as country code and digits.
      const international = message.recipient.startsWith('+');
      const templateCode = (international ? options.internationalTemplates : options.templates)?.[rendered.template];
      if (!templateCode) {
        const setting = international ? smsIntlTemplateSetting(rendered.template) : smsTemplateSetting(rendered.template);
        throw new DeliveryError(`no Aliyun template code for the template ${rendered.template}: set ${setting}`, true);
      }
      const params: Record<string, string> = {
        Action: 'SendSms',
        Version: API_VERSION,
        Format: 'JSON',
        AccessKeyId: options.accessKeyId,
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        SignatureNonce: randomUUID(),
        Timestamp: timestamp(new Date()),
        PhoneNumbers: international ? message.recipient.slice(1) : message.recipient,
        SignName: options.signName,
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(rendered.variables),
        OutId: String(message.id),
      };
      const body = `${canonicalQuery(params)}&Signature=${percentEncode(signRpc(params, options.accessKeySecret))}`;

      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const reason = errorField(error, 'name') === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : describeNetworkError(error);
        throw new DeliveryError(`Aliyun SMS unreachable: ${reason}`, false);
      }

      const answer = await readAnswer(response).catch(() => null);
      const code = typeof answer?.Code === 'string' ? answer.Code : null;
      if (code === 'OK') return { providerId: typeof answer?.BizId === 'string' ? answer.BizId : null };
      if (code) throw new DeliveryError(`Aliyun SMS ${code}: ${shortMessage(answer?.Message)}`, isPermanentCode(code));
      // No Aliyun answer at all: a proxy or a wrong endpoint. Server trouble and throttling pass; other 4xx will not.
      const transient = response.status >= 500 || response.status === 429 || response.status === 408 || response.ok;
      throw new DeliveryError(`Aliyun SMS answered HTTP ${response.status} without a result code`, !transient);
    },
  };
}

/** A string property of a thrown value (not `instanceof Error`: fetch's errors may come from another realm). */
function errorField(error: unknown, name: string): string | undefined {
  const value = error && typeof error === 'object' ? (error as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The cause of a failed fetch: undici throws "fetch failed" with ECONNREFUSED and the like on `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  return errorField(cause, 'code') ?? errorField(cause, 'message') ?? errorField(error, 'message') ?? String(error);
}
