import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@/lib/audit/rules';
import en from '@/locales/en/account.json';
import zh from '@/locales/zh-CN/account.json';

/** The audit log names every action and kind of record it can hold, in both languages (components/console/audit-log.tsx). */

const label = (texts: typeof zh, path: string[]) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts.audit);

describe('audit labels', () => {
  it.each([
    ['zh-CN', zh],
    ['en', en as typeof zh],
  ])('has a %s label for every action and record type', (_locale, texts) => {
    for (const action of AUDIT_ACTIONS) expect([action, typeof label(texts, ['actions', ...action.split('.')])]).toEqual([action, 'string']);
    for (const type of AUDIT_ENTITY_TYPES) expect([type, typeof label(texts, ['entities', type])]).toEqual([type, 'string']);
  });

  it('names the exhibitors attached to and detached from an activity', () => {
    expect(label(zh, ['actions', 'activity', 'attach_exhibitor'])).toBe('为活动添加展商');
    expect(label(zh, ['actions', 'activity', 'detach_exhibitor'])).toBe('从活动移除展商');
    expect(label(zh, ['fields', 'exhibitor'])).toBe('展商');
    expect(label(zh, ['fields', 'doorsOpenAt'])).toBe('入场签到开始');
  });
});
