import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOKEN_MAX_AGE_HOURS } from '@/lib/feedback/rules';
import { appSecret } from '../db/app-secrets';
import type { Db } from '../db';

/**
 * The contact form's token: when the page fetched it (milliseconds, base 36)
 * and an HMAC of that time with the site's own secret. The form sends it
 * back, so the server knows how long the form was open without trusting the
 * browser's clock, and a script that never loaded the page has none (or one
 * it cannot forge).
 */

const SECRET = 'feedback-token';
const MAC_LENGTH = 22;
const MAC_FORM = new RegExp(`^[A-Za-z0-9_-]{${MAC_LENGTH}}$`);

export type TokenCheck =
  | { kind: 'ok'; ageMs: number }
  | { kind: 'missing' }
  | { kind: 'forged' }
  | { kind: 'expired' };

function mac(secret: Buffer, issued: string): string {
  return createHmac('sha256', secret).update(`feedback:${issued}`).digest('base64url').slice(0, MAC_LENGTH);
}

export async function issueToken(db: Db, now = new Date()): Promise<string> {
  const issued = now.getTime().toString(36);
  return `${issued}.${mac(await appSecret(db, SECRET), issued)}`;
}

export async function checkToken(db: Db, token: string, now = new Date()): Promise<TokenCheck> {
  if (token === '') return { kind: 'missing' };
  const [issued = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issued) || !MAC_FORM.test(given)) return { kind: 'forged' };
  const expected = Buffer.from(mac(await appSecret(db, SECRET), issued));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { kind: 'forged' };
  const ageMs = now.getTime() - parseInt(issued, 36);
  if (ageMs > TOKEN_MAX_AGE_HOURS * 60 * 60 * 1000) return { kind: 'expired' };
  return { kind: 'ok', ageMs };
}
