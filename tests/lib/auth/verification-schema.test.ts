import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import enCommon from '@/locales/en/common.json';
import zhCommon from '@/locales/zh-CN/common.json';
import { maskLogin } from '@/lib/auth/mask-login';
import { codeRequestSchema, passwordResetSchema, verifyLoginSchema } from '@/lib/auth/verification-schema';

/** The code forms' shared rules (lib/auth/verification-schema.ts): what passes, and the translation key of each refusal. */

function outcome(schema: ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return { fields };
}

const key = (name: string) => `common:auth.errors.${name}`;

describe('codeRequestSchema', () => {
  it('normalises the login of a sign-up or reset code, and drops any login of a verify code', () => {
    expect(outcome(codeRequestSchema, { purpose: 'signup', login: '+86 139 0013 8000' })).toEqual({ ok: { purpose: 'signup', login: '13900138000' } });
    expect(outcome(codeRequestSchema, { purpose: 'reset', login: ' Mei@Example.COM ' })).toEqual({ ok: { purpose: 'reset', login: 'mei@example.com' } });
    expect(outcome(codeRequestSchema, { purpose: 'verify', login: '13900138000' })).toEqual({ ok: { purpose: 'verify', login: null } });
    expect(outcome(codeRequestSchema, { purpose: 'verify' })).toEqual({ ok: { purpose: 'verify', login: null } });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a user name to sign up with', { purpose: 'signup', login: 'editor.zhou' }, { login: [key('loginFormat')] }],
    ['a user name to reset (ask an admin)', { purpose: 'reset', login: 'Editor.Zhou' }, { login: [key('loginNoCodes')] }],
    ['something that is no login at all', { purpose: 'reset', login: '1380013800' }, { login: [key('loginFormat')] }],
    ['an empty login', { purpose: 'signup', login: '  ' }, { login: [key('loginRequired')] }],
    ['no login', { purpose: 'reset' }, { login: [key('loginRequired')] }],
    ['an unknown purpose', { purpose: 'login', login: 'a@b.cn' }, { purpose: [key('purposeUnknown')] }],
  ])('refuses %s', (_case, value, fields) => {
    expect(outcome(codeRequestSchema, value)).toEqual({ fields });
  });
});

describe('passwordResetSchema', () => {
  const RESET = { login: '13900138000', code: '123456', newPassword: 'Quiet-River-5' };

  it('accepts a login, six digits and a new password', () => {
    expect(outcome(passwordResetSchema, { ...RESET, code: '123 456' })).toEqual({ ok: RESET });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no code', { code: '' }, { code: [key('codeRequired')] }],
    ['a short code', { code: '12345' }, { code: [key('codeFormat')] }],
    ['a user name', { login: 'admin.wu' }, { login: [key('loginNoCodes')] }],
    ['a short new password', { newPassword: 'short' }, { newPassword: [key('passwordTooShort')] }],
    ['the login as the new password', { newPassword: '+86 139 0013 8000' }, { newPassword: [key('passwordIsLogin')] }],
    // The rule between login and password is still checked when the code is missing: every problem shows at once.
    ['the login as password and no code', { code: undefined, newPassword: '13900138000' }, { code: [key('codeRequired')], newPassword: [key('passwordIsLogin')] }],
  ])('refuses %s', (_case, overrides, fields) => {
    expect(outcome(passwordResetSchema, { ...RESET, ...overrides })).toEqual({ fields });
  });
});

describe('verifyLoginSchema', () => {
  it('takes six digits only', () => {
    expect(outcome(verifyLoginSchema, { code: '000123' })).toEqual({ ok: { code: '000123' } });
    expect(outcome(verifyLoginSchema, {})).toEqual({ fields: { code: [key('codeRequired')] } });
    expect(outcome(verifyLoginSchema, { code: '１２３４５６' })).toEqual({ fields: { code: [key('codeFormat')] } });
  });
});

describe('maskLogin', () => {
  it('masks a mobile number and an e-mail address, and leaves a user name', () => {
    expect(maskLogin('13800138000')).toBe('138****8000');
    expect(maskLogin('mei.lin@example.com')).toBe('me***@example.com');
    expect(maskLogin('a@example.com')).toBe('a***@example.com');
    expect(maskLogin('editor.zhou')).toBe('editor.zhou');
  });
});

describe('messages', () => {
  it('every code message the schemas and routes use exists in both languages', () => {
    const sources = ['lib/auth/verification-schema.ts', 'lib/auth/schema.ts', 'server/accounts/verification-answers.ts', 'pages/api/auth/codes.ts'];
    const text = sources.map((file) => readFileSync(path.join(process.cwd(), file), 'utf8')).join('\n');
    const errors = [...new Set([...text.matchAll(/common:auth\.errors\.(\w+)|fieldError\('\w+', '(\w+)'|'(code(?:Wrong|Expired))'/g)].map((m) => m[1] ?? m[2] ?? m[3]!))];
    expect(errors).toEqual(expect.arrayContaining(['codeRequired', 'codeFormat', 'codeWrong', 'codeExpired', 'loginNoCodes', 'purposeUnknown']));
    for (const name of errors) {
      expect({ name, zh: typeof (zhCommon.auth.errors as Record<string, unknown>)[name], en: typeof (enCommon.auth.errors as Record<string, unknown>)[name] }).toEqual({
        name,
        zh: 'string',
        en: 'string',
      });
    }
    expect(typeof zhCommon.auth.messages.codeWait).toBe('string');
    expect(typeof enCommon.auth.messages.codeWait).toBe('string');
  });
});
