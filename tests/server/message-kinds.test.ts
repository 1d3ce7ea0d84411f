import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addedWhenSentOf, isMessageKind, messageKinds, registerMessageKinds, secretParamsOf, smsTemplates, templateOf } from '@/server/messages/kinds';
import { enqueueMessage } from '@/server/messages/outbox';
import type { Executor } from '@/server/db';

/**
 * The outbox knows no domain: each domain declares the kinds it sends in its own message-kinds.ts and the
 * start-up (here: the tests' set-up, tests/server/support/setup.ts) registers them all.
 */

const root = path.resolve(__dirname, '..', '..');

/** Every `<kind>: {` a domain's message-kinds.ts declares. */
function declaredKinds(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'message-kinds.ts' && !file.includes(`${path.sep}site${path.sep}`)) {
        for (const [, kind] of readFileSync(file, 'utf8').matchAll(/^\s+([a-z_]+): /gm)) found.set(kind!, path.relative(root, file));
      }
    }
  };
  walk(path.join(root, 'server'));
  return found;
}

describe('the message kinds', () => {
  it('are every kind the domains declare, each once', () => {
    const declared = declaredKinds();
    expect(declared.size).toBeGreaterThan(25);
    expect([...messageKinds()].sort()).toEqual([...declared.keys()].sort());
  });

  it('keep what the outbox must know of each: secrets, online texts, e-mail only, what is added when sent', () => {
    expect(secretParamsOf('verification_code')).toEqual(['code']);
    expect(secretParamsOf('article_approved')).toEqual([]);
    expect(templateOf('registration_confirmed', { isOnline: 1 })).toBe('registration_confirmed_online');
    expect(templateOf('registration_confirmed', { isOnline: 0 })).toBe('registration_confirmed');
    expect(templateOf('registration_waitlisted', { isOnline: 1 })).toBe('registration_waitlisted');
    expect(smsTemplates()).toContain('registration_reminder_online');
    expect(smsTemplates()).not.toContain('feedback_receipt');
    expect(addedWhenSentOf('registration_cancelled')).toEqual({ link: '{{link}}', ticket: '{{ticket}}' });
    expect(addedWhenSentOf('meeting_requested')).toEqual({});
  });

  it('refuse a kind that two domains claim', () => {
    expect(() => registerMessageKinds('articles', { verification_code: {} })).toThrow(/registered by accounts and articles/);
    expect(secretParamsOf('verification_code')).toEqual(['code']);
    // The same domain again (a module loaded twice) is no conflict.
    expect(() => registerMessageKinds('accounts', { verification_code: { secretParams: ['code'] } })).not.toThrow();
  });

  it('are checked when a message is written: a kind no domain declares is a mistake in the code', async () => {
    expect(isMessageKind('article_aproved')).toBe(false);
    const tx = { execute: jest.fn() } as unknown as Executor;
    await expect(enqueueMessage(tx, { kind: 'article_aproved', to: { mobile: '13800138000' }, locale: 'zh-CN', params: {} })).rejects.toThrow(/Unknown message kind article_aproved/);
    expect((tx as unknown as { execute: jest.Mock }).execute).not.toHaveBeenCalled();
  });

  it('must be registered before anything lists them, once for the whole process (Next bundles the start-up apart)', async () => {
    const holder = globalThis as unknown as { __tmzMessageKinds?: unknown };
    const list = holder.__tmzMessageKinds;
    // A second copy of the module (another bundle of the same process) sees the same list.
    await jest.isolateModulesAsync(async () => {
      const copy = await import('@/server/messages/kinds');
      expect(copy.isMessageKind('verification_code')).toBe(true);
    });
    delete holder.__tmzMessageKinds;
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('@/server/messages/kinds');
        expect(() => fresh.messageKinds()).toThrow(/registerDomainMessageKinds/);
      });
    } finally {
      holder.__tmzMessageKinds = list;
    }
  });
});
