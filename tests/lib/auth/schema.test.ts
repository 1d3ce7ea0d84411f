import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import enCommon from '@/locales/en/common.json';
import zhCommon from '@/locales/zh-CN/common.json';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changePasswordSchema,
  loginKindOf,
  loginSchema,
  normaliseLogin,
  passwordSchema,
  signupSchema,
} from '@/lib/auth/schema';

/** The account forms' shared rules (lib/auth/schema.ts): what passes, and the translation key of each refusal. */

/** `{ field: [message keys] }` of a failed parse, or the parsed value. */
function outcome(schema: ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return { fields };
}

const key = (name: string) => `common:auth.errors.${name}`;
const SIGNUP = { login: 'mei@example.com', code: '012345', password: 'Harbour-Lights-77', name: '小美', consent: true };

describe('normaliseLogin', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['  13800138000  ', '13800138000'],
    ['  Mei.Lin@Example.COM ', 'mei.lin@example.com'],
    ['Editor.Zhou', 'editor.zhou'],
    // a number from outside mainland China: E.164 (lib/people/phone.ts)
    ['+1 415 555 0100', '+14155550100'],
    ['+44 7700 900123', '+447700900123'],
    ['12800138000', '12800138000'],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseLogin(typed)).toBe(stored);
  });
});

describe('loginKindOf', () => {
  it.each([
    ['13800138000', 'mobile'],
    ['19912345678', 'mobile'],
    ['mei@example.com', 'email'],
    ['editor.zhou', 'username'],
    ['12800138000', null],
    ['1380013800', null],
    ['ab', null],
    ['not an address', null],
  ])('%j is %j', (login, kind) => {
    expect(loginKindOf(login)).toBe(kind);
  });
});

describe('passwordSchema', () => {
  it('counts characters as a person does (an emoji is one)', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, NAME_MAX_LENGTH]).toEqual([8, 128, 40]);
    expect(outcome(passwordSchema, '😀'.repeat(8))).toEqual({ ok: '😀'.repeat(8) });
    expect(outcome(passwordSchema, '😀'.repeat(7))).toEqual({ fields: { _: [key('passwordTooShort')] } });
    expect(outcome(passwordSchema, '😀'.repeat(128))).toEqual({ ok: '😀'.repeat(128) });
    expect(outcome(passwordSchema, '😀'.repeat(129))).toEqual({ fields: { _: [key('passwordTooLong')] } });
  });

  it('says "required" for an empty or missing password, not "too short"', () => {
    expect(outcome(passwordSchema, '')).toEqual({ fields: { _: [key('passwordRequired')] } });
    expect(outcome(passwordSchema, undefined)).toEqual({ fields: { _: [key('passwordRequired')] } });
  });
});

describe('signupSchema', () => {
  it('accepts a mobile number or an e-mail address, normalises the login and trims the name', () => {
    expect(outcome(signupSchema, { ...SIGNUP, login: '+86 139 0013 8000', name: '  小美 ' })).toEqual({
      ok: { login: '13900138000', code: '012345', password: 'Harbour-Lights-77', name: '小美', consent: true },
    });
    expect(outcome(signupSchema, { ...SIGNUP, login: 'Mei@Example.com' })).toMatchObject({ ok: { login: 'mei@example.com' } });
  });

  it('takes a code with spaces typed or pasted in it, as its six digits', () => {
    expect(outcome(signupSchema, { ...SIGNUP, code: ' 012 345 ' })).toMatchObject({ ok: { code: '012345' } });
  });

  it('accepts the limits: 8 and 128 characters of password, 40 of name', () => {
    for (const password of ['Abcdef1!', 'Ab1!'.repeat(32), 'Qx7!'.repeat(16)]) {
      expect(outcome(signupSchema, { ...SIGNUP, password })).toHaveProperty('ok');
    }
    expect(outcome(signupSchema, { ...SIGNUP, name: '名'.repeat(40) })).toHaveProperty('ok');
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a user name as login', { login: 'editor.zhou' }, { login: [key('loginFormat')] }],
    ['a short number', { login: '1380013800' }, { login: [key('loginFormat')] }],
    ['an empty login', { login: ' ' }, { login: [key('loginRequired')] }],
    ['a login that is not text', { login: 13800138000 }, { login: [key('loginRequired')] }],
    ['a name of spaces', { name: '  ' }, { name: [key('nameRequired')] }],
    ['no name', { name: undefined }, { name: [key('nameRequired')] }],
    ['41 characters of name', { name: '名'.repeat(41) }, { name: [key('nameTooLong')] }],
    ['7 characters of password', { password: 'Abcde1!' }, { password: [key('passwordTooShort')] }],
    ['129 characters of password', { password: 'a'.repeat(129) }, { password: [key('passwordTooLong')] }],
    ['no consent', { consent: undefined }, { consent: [key('consentRequired')] }],
    ['no code', { code: undefined }, { code: [key('codeRequired')] }],
    ['an empty code', { code: '  ' }, { code: [key('codeRequired')] }],
    ['a code of five digits', { code: '12345' }, { code: [key('codeFormat')] }],
    ['a code of seven digits', { code: '1234567' }, { code: [key('codeFormat')] }],
    ['a code with a letter', { code: '12345a' }, { code: [key('codeFormat')] }],
    ['consent refused', { consent: false }, { consent: [key('consentRequired')] }],
    ['the login as password', { login: 'Mei@Example.com', password: 'MEI@example.com' }, { password: [key('passwordIsLogin')] }],
    ['the mobile login as password, written with +86', { login: '13900138000', password: '+86 139 0013 8000' }, { password: [key('passwordIsLogin')] }],
  ])('refuses %s', (_case, overrides, fields) => {
    expect(outcome(signupSchema, { ...SIGNUP, ...overrides })).toEqual({ fields });
  });

  it('reports every broken field at once', () => {
    expect(outcome(signupSchema, { login: 'x', password: 'short', name: '' })).toEqual({
      fields: {
        login: [key('loginFormat')],
        code: [key('codeRequired')],
        password: [key('passwordTooShort')],
        name: [key('nameRequired')],
        consent: [key('consentRequired')],
      },
    });
  });
});

describe('loginSchema', () => {
  it('does not check the login\'s format (the answer must not say which accounts exist) and defaults remember and portal', () => {
    expect(outcome(loginSchema, { login: ' Editor.Zhou ', password: 'x' })).toEqual({
      ok: { login: 'editor.zhou', password: 'x', remember: false, portal: 'member' },
    });
    expect(outcome(loginSchema, { login: '+86 138 0013 8000', password: 'x', remember: true, portal: 'exhibitor' })).toEqual({
      ok: { login: '13800138000', password: 'x', remember: true, portal: 'exhibitor' },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['an empty login and password', { login: '', password: '' }, { login: [key('loginRequired')], password: [key('passwordRequired')] }],
    ['a login over 254 characters', { login: `${'a'.repeat(250)}@b.cn`, password: 'x' }, { login: [key('loginFormat')] }],
    ['a password over 1024 characters', { login: 'a@b.cn', password: 'p'.repeat(1025) }, { password: [key('passwordTooLong')] }],
  ])('refuses %s', (_case, value, fields) => {
    expect(outcome(loginSchema, value)).toEqual({ fields });
  });

  it('refuses an unknown portal and a remember that is not a boolean', () => {
    const bad = outcome(loginSchema, { login: 'a@b.cn', password: 'x', portal: 'admin', remember: 'yes' });
    expect(Object.keys((bad as { fields: object }).fields).sort()).toEqual(['portal', 'remember']);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a new password that follows the rules', () => {
    expect(outcome(changePasswordSchema, { currentPassword: 'old', newPassword: 'Quiet-River-5' })).toEqual({
      ok: { currentPassword: 'old', newPassword: 'Quiet-River-5' },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['the same password again', { currentPassword: 'Quiet-River-5', newPassword: 'Quiet-River-5' }, { newPassword: [key('passwordUnchanged')] }],
    ['a short new password', { currentPassword: 'old', newPassword: 'short' }, { newPassword: [key('passwordTooShort')] }],
    ['an empty current password', { currentPassword: '', newPassword: 'Quiet-River-5' }, { currentPassword: [key('passwordRequired')] }],
    ['nothing', {}, { currentPassword: [key('passwordRequired')], newPassword: [key('passwordRequired')] }],
  ])('refuses %s', (_case, value, fields) => {
    expect(outcome(changePasswordSchema, value)).toEqual({ fields });
  });
});

describe('messages', () => {
  it('every key the schemas use exists in both languages', () => {
    const source = readFileSync(path.join(process.cwd(), 'lib/auth/schema.ts'), 'utf8');
    const keys = [...new Set([...source.matchAll(/common:auth\.errors\.(\w+)/g)].map((match) => match[1]!))];
    expect(keys.length).toBeGreaterThanOrEqual(10);
    const zh = zhCommon.auth.errors as Record<string, string>;
    const en = enCommon.auth.errors as Record<string, string>;
    for (const name of keys) {
      expect({ name, zh: typeof zh[name], en: typeof en[name] }).toEqual({ name, zh: 'string', en: 'string' });
    }
  });
});
