import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in Node's crypto: no native
 * add-on to build). Parameters: N = 2^15, r = 8, p = 1 (32 MiB of memory and
 * about 50–100 ms of one core per hash on this project's 2-core machines), a
 * 16-byte random salt and a 32-byte key, following OWASP's password storage
 * guidance for scrypt. The stored form names its parameters —
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url) — so they can be raised
 * later without breaking stored hashes (`needsRehash` tells when to re-hash
 * at the next successful login).
 */

export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

export const SCRYPT_PARAMS: ScryptParams = { log2N: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 20 || r > 32 || p > 16) return null;
  return { params: { log2N, r, p }, salt: Buffer.from(parts[4]!, 'base64url'), key: Buffer.from(parts[5]!, 'base64url') };
}

/** True when `password` matches the stored hash; false for a wrong password or an unreadable hash. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { log2N, r, p } = parsed.params;
  return log2N !== SCRYPT_PARAMS.log2N || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p;
}

let dummy: Promise<string> | undefined;

/**
 * A hash of no one's password, made once per process. Checking a password
 * against it when the account does not exist costs the same as checking a real
 * one, so the answer's timing does not tell whether an account exists.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummy;
}
