import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: the session cookie's value. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. A fast hash suffices for 256 random bits. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
