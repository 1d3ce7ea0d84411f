import { SCRYPT_PARAMS, dummyHash, hashPassword, needsRehash, verifyPassword } from '@/server/auth/password';

/** scrypt password hashing (server/auth/password.ts): the stored form, verification, re-hashing. No database. */

describe('scrypt passwords', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('Correct-Horse-8');
  });

  it('stores scrypt$15$8$1$<16-byte salt>$<32-byte key>, with today\'s parameters', () => {
    expect(SCRYPT_PARAMS).toEqual({ log2N: 15, r: 8, p: 1 });
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '15', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64url')).toHaveLength(32);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password only', async () => {
    expect(await verifyPassword('Correct-Horse-8', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-8', stored)).toBe(false);
    expect(await verifyPassword('Correct-Horse-8 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently each time', async () => {
    const again = await hashPassword('Correct-Horse-8');
    expect(again).not.toBe(stored);
    expect(again.split('$')[4]).not.toBe(stored.split('$')[4]);
  });

  it('treats the same text in composed and decomposed Unicode (NFKC) as one password', async () => {
    const composed = 'Caf\u00e9-Pass-1';
    const decomposed = 'Cafe\u0301-Pass-1';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('verifies hashes made with other parameters, and says they need re-hashing', async () => {
    const older = await hashPassword('Old-Params-1', { log2N: 14, r: 8, p: 1 });
    expect(older.startsWith('scrypt$14$8$1$')).toBe(true);
    expect(await verifyPassword('Old-Params-1', older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['a bcrypt hash', '$2b$10$abcdefghijklmnopqrstuv1234567890123456789012345678901'],
    ['a hash with a part missing', 'scrypt$15$8$1$c2FsdA'],
    ['an empty key', 'scrypt$15$8$1$c2FsdHNhbHRzYWx0c2FsdA$'],
    ['a cost beyond the limit (2^25, a denial of service)', 'scrypt$25$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U'],
    ['non-numeric parameters', 'scrypt$x$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5'],
  ])('refuses %s as a stored hash without throwing', async (_case, bad) => {
    const started = Date.now();
    expect(await verifyPassword('anything-at-all', bad)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('says an unreadable stored hash needs re-hashing', () => {
    for (const bad of ['', 'plain-text-password', 'scrypt$15$8$1$c2FsdA', 'scrypt$25$8$1$c2FsdA$a2V5', 'scrypt$0$8$1$c2FsdA$a2V5']) {
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it('makes the dummy hash once per process, with today\'s parameters, matching no likely password', async () => {
    const first = await dummyHash();
    expect(await dummyHash()).toBe(first);
    expect(first).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(await verifyPassword('', first)).toBe(false);
  });
});
