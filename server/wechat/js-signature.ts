import { createHash } from 'node:crypto';

/**
 * The JS-SDK's signature, as WeChat documents it (JS-SDK, appendix 1): the
 * fields jsapi_ticket, noncestr, timestamp and url — the page's whole address
 * without its #fragment — sorted by name and joined as `name=value` with `&`,
 * without any escaping, then SHA-1 in hex.
 */
export interface JsSignatureInput {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}

export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: JsSignatureInput): string {
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The address a page is signed for: without its #fragment, which WeChat leaves out too. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
