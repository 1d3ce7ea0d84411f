import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { env } from '../kernel/env';

/**
 * The visitor's address for throttling and the session list: the socket's
 * peer, or — only when TRUST_PROXY=1, i.e. the site runs behind a proxy or
 * load balancer that sets the header — the first address of X-Forwarded-For.
 * Without TRUST_PROXY the header is ignored, since anyone can send it.
 */
export function clientAddress(
  req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } },
  trustProxy = env().TRUST_PROXY,
): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first && isIP(first)) return unmapped(first);
  }
  return unmapped(req.socket?.remoteAddress ?? '');
}

/** "::ffff:203.0.113.9" (IPv4 on an IPv6 socket) → "203.0.113.9", so one visitor has one key. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
