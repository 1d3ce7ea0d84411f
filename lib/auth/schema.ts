import { z } from 'zod';
import { isStoredPhone, normalisePhone } from '../people/phone';

/**
 * The account forms' rules, shared by the forms (checked as the user types
 * and submits) and the API (the law). Messages are translation keys in the
 * `common` namespace: the API answers them in the request's language and the
 * forms show them in the page's.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 40;

const MOBILE = /^1[3-9]\d{9}$/;
/** Staff and exhibitor logins may also be a user name the admin chose. */
const USER_NAME = /^[a-z][a-z0-9._-]{2,31}$/;

export type LoginKind = 'mobile' | 'email' | 'username';

/**
 * The stored form of what someone types to log in: a mainland mobile number as
 * 11 digits (spaces, dashes and a +86 or 86 prefix dropped), a number from
 * elsewhere in E.164 ("+447700900123", lib/people/phone.ts), anything else
 * trimmed and in lower case. The same person always gets the same login.
 */
export function normaliseLogin(value: string): string {
  const trimmed = value.trim();
  return normalisePhone(trimmed) ?? trimmed.toLowerCase();
}

/** `mobile`: a phone number, mainland (11 digits) or international (E.164). */
export function loginKindOf(normalised: string): LoginKind | null {
  if (MOBILE.test(normalised) || isStoredPhone(normalised)) return 'mobile';
  if (z.email().safeParse(normalised).success) return 'email';
  if (USER_NAME.test(normalised)) return 'username';
  return null;
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (value: string) => Array.from(value).length;

export const passwordSchema = z
  .string({ error: 'common:auth.errors.passwordRequired' })
  .refine((value) => value.length > 0, 'common:auth.errors.passwordRequired')
  .refine((value) => value.length === 0 || characters(value) >= PASSWORD_MIN_LENGTH, 'common:auth.errors.passwordTooShort')
  .refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, 'common:auth.errors.passwordTooLong');

/** The login of a new account, as it is stored: a mainland mobile number or an e-mail address (sign-up, and exhibitors opened in the console). */
export const newLoginSchema = z
  .string({ error: 'common:auth.errors.loginRequired' })
  .transform(normaliseLogin)
  .refine((value) => value.length > 0, 'common:auth.errors.loginRequired')
  .refine((value) => value.length === 0 || ['mobile', 'email'].includes(loginKindOf(value) ?? ''), 'common:auth.errors.loginFormat');

export const CODE_LENGTH = 6;
const CODE = /^\d{6}$/;

/** A one-time code sent to a login (lib/auth/verification-schema.ts): six digits; spaces a person types or pastes ("123 456") are dropped. */
export const codeSchema = z
  .string({ error: 'common:auth.errors.codeRequired' })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value.length > 0, 'common:auth.errors.codeRequired')
  .refine((value) => value.length === 0 || CODE.test(value), 'common:auth.errors.codeFormat');

/**
 * Sign-up: a mainland mobile number or an e-mail address, the code sent to it
 * (POST /api/auth/codes), a password, the name others see, and consent to the
 * privacy policy.
 */
export const signupSchema = z
  .object({
    login: newLoginSchema,
    code: codeSchema,
    password: passwordSchema,
    name: z
      .string({ error: 'common:auth.errors.nameRequired' })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, 'common:auth.errors.nameRequired')
      .refine((value) => characters(value) <= NAME_MAX_LENGTH, 'common:auth.errors.nameTooLong'),
    /** Agreement to the privacy policy (PIPL: personal information is collected only with consent). */
    consent: z.literal(true, { error: 'common:auth.errors.consentRequired' }),
  })
  .refine((value) => value.password.length === 0 || normaliseLogin(value.password) !== value.login, {
    path: ['password'],
    message: 'common:auth.errors.passwordIsLogin',
  });

export type SignupInput = z.input<typeof signupSchema>;

export const PORTALS = ['member', 'exhibitor'] as const;
export type Portal = (typeof PORTALS)[number];

/** Login: any non-empty login (its format is not checked, so the answer says nothing about which accounts exist). */
export const loginSchema = z.object({
  login: z
    .string({ error: 'common:auth.errors.loginRequired' })
    .transform(normaliseLogin)
    .refine((value) => value.length > 0, 'common:auth.errors.loginRequired')
    .refine((value) => value.length <= 254, 'common:auth.errors.loginFormat'),
  password: z
    .string({ error: 'common:auth.errors.passwordRequired' })
    .refine((value) => value.length > 0, 'common:auth.errors.passwordRequired')
    .refine((value) => value.length <= 1024, 'common:auth.errors.passwordTooLong'),
  remember: z.boolean().optional().default(false),
  portal: z.enum(PORTALS).optional().default('member'),
});

export type LoginInput = z.input<typeof loginSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'common:auth.errors.passwordRequired' })
      .refine((value) => value.length > 0, 'common:auth.errors.passwordRequired')
      .refine((value) => value.length <= 1024, 'common:auth.errors.passwordTooLong'),
    newPassword: passwordSchema,
  })
  .refine((value) => value.newPassword.length === 0 || value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'common:auth.errors.passwordUnchanged',
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
