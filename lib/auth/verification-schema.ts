import { z } from 'zod';
import { codeSchema, loginKindOf, newLoginSchema, normaliseLogin, passwordSchema } from './schema';
import { whenFieldsRead } from '../http/field-errors';

/**
 * One-time codes sent to a mobile number or e-mail address (sign-up, a
 * forgotten password, verifying an existing account's login): the rules the
 * forms and the API share. Messages are translation keys of `common`.
 * The server's side (hashing, expiry, tries, how often) is
 * server/accounts/verification.ts. The code's own rule (six digits) is in
 * ./auth.ts, beside the sign-up form's that has it too.
 */

export { CODE_LENGTH, codeSchema } from './schema';

/** A recipient may be sent one new code a minute: the forms count down from this after a send. */
export const RESEND_AFTER_SECONDS = 60;

export const VERIFICATION_PURPOSES = ['signup', 'verify', 'reset', 'wechat'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * The login of a forgotten password: a mobile number or e-mail address, the
 * only logins a code can reach. A user name (staff, some exhibitors) is told
 * to ask an administrator; this depends on its form only, never on whether an
 * account has it.
 */
export const resetLoginSchema = z
  .string({ error: 'common:auth.errors.loginRequired' })
  .transform(normaliseLogin)
  .refine((value) => value.length > 0, 'common:auth.errors.loginRequired')
  .refine((value) => value.length === 0 || loginKindOf(value) !== 'username', 'common:auth.errors.loginNoCodes')
  .refine((value) => value.length === 0 || ['mobile', 'email', 'username'].includes(loginKindOf(value) ?? ''), 'common:auth.errors.loginFormat');

/**
 * The mobile number of a first WeChat login (/login/wechat): a mainland mobile
 * number only, the login a WeChat-made member account has.
 */
export const wechatMobileSchema = z
  .string({ error: 'common:auth.errors.mobileRequired' })
  .transform(normaliseLogin)
  .refine((value) => value.length > 0, 'common:auth.errors.mobileRequired')
  .refine((value) => value.length === 0 || loginKindOf(value) === 'mobile', 'common:auth.errors.mobileFormat');

/**
 * POST /api/auth/wechat/complete: the mobile number, the code sent to it, and consent to the privacy policy
 * (asked of everyone: the form does not say whether the number has an account already).
 */
export const wechatCompleteSchema = z.object({
  mobile: wechatMobileSchema,
  code: codeSchema,
  consent: z.literal(true, { error: 'common:auth.errors.consentRequired' }),
});

export type WechatCompleteInput = z.input<typeof wechatCompleteSchema>;

const LOGIN_OF_PURPOSE = { signup: newLoginSchema, reset: resetLoginSchema, wechat: wechatMobileSchema };

/**
 * POST /api/auth/codes: `{ purpose: 'signup' | 'reset' | 'wechat', login }`
 * (wechat: a mobile number), or `{ purpose: 'verify' }` for the logged-in
 * account's own login (any login sent with it is ignored).
 */
export const codeRequestSchema = z
  .object({
    purpose: z.enum(VERIFICATION_PURPOSES, { error: 'common:auth.errors.purposeUnknown' }),
    login: z.unknown().optional(),
  })
  .transform((value, ctx): { purpose: 'verify'; login: null } | { purpose: 'signup' | 'reset' | 'wechat'; login: string } => {
    if (value.purpose === 'verify') return { purpose: 'verify', login: null };
    const login = LOGIN_OF_PURPOSE[value.purpose].safeParse(value.login);
    if (login.success) return { purpose: value.purpose, login: login.data };
    for (const issue of login.error.issues) ctx.addIssue({ code: 'custom', path: ['login'], message: issue.message });
    return z.NEVER;
  });

export type CodeRequestInput = z.input<typeof codeRequestSchema>;

/** POST /api/auth/password-reset: the login, the code sent to it, and the new password (the sign-up rules). */
export const passwordResetSchema = z
  .object({
    login: resetLoginSchema,
    code: codeSchema,
    newPassword: passwordSchema,
  })
  .refine((value) => value.newPassword.length === 0 || normaliseLogin(value.newPassword) !== value.login, {
    path: ['newPassword'],
    message: 'common:auth.errors.passwordIsLogin',
    when: whenFieldsRead(['login', 'newPassword']),
  });

export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** POST /api/auth/verify: the code sent to the logged-in account's login. */
export const verifyLoginSchema = z.object({ code: codeSchema });

export type VerifyLoginInput = z.input<typeof verifyLoginSchema>;
