import type { Viewer } from '../guards';
import { http } from '../http-client';
import type { Locale } from '../i18n';
export { fieldErrors, validate } from '../http/field-errors';
import { changePasswordSchema, loginSchema, signupSchema, type ChangePasswordInput, type LoginInput, type SignupInput } from './schema';
import {
  codeRequestSchema,
  passwordResetSchema,
  verifyLoginSchema,
  wechatCompleteSchema,
  type CodeRequestInput,
  type PasswordResetInput,
  type VerifyLoginInput,
  type WechatCompleteInput,
} from './verification-schema';

/**
 * The browser's side of the account API. Loaded on demand (the forms import
 * it when first touched), so axios and zod do not weigh on every page.
 * Each call checks its input with the schema the API uses, and asks for
 * answers in the page's language.
 */

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export const schemas = {
  login: loginSchema,
  signup: signupSchema,
  changePassword: changePasswordSchema,
  codeRequest: codeRequestSchema,
  passwordReset: passwordResetSchema,
  verifyLogin: verifyLoginSchema,
  wechatComplete: wechatCompleteSchema,
};

export async function logIn(input: LoginInput, locale: Locale): Promise<Viewer> {
  const { data } = await http().instance.post<{ user: Viewer }>('api/auth/login', input, languageHeader(locale));
  return data.user;
}

export async function signUp(input: SignupInput, locale: Locale): Promise<Viewer> {
  const { data } = await http().instance.post<{ user: Viewer }>('api/auth/signup', input, languageHeader(locale));
  return data.user;
}

export async function logOut(locale: Locale): Promise<void> {
  await http().instance.post('api/auth/logout', undefined, languageHeader(locale));
}

export async function logOutEverywhere(locale: Locale): Promise<void> {
  await http().instance.post('api/auth/logout-all', undefined, languageHeader(locale));
}

export async function changePassword(input: ChangePasswordInput, locale: Locale): Promise<void> {
  await http().instance.post('api/auth/password', input, languageHeader(locale));
}

/** Asks for a one-time code (sign-up, a forgotten password, verifying the account's login); answers when another may be asked for. */
export async function requestCode(input: CodeRequestInput, locale: Locale): Promise<{ resendAfterSeconds: number }> {
  const { data } = await http().instance.post<{ sent: true; resendAfterSeconds: number }>('api/auth/codes', input, languageHeader(locale));
  return { resendAfterSeconds: data.resendAfterSeconds };
}

export async function resetPassword(input: PasswordResetInput, locale: Locale): Promise<void> {
  await http().instance.post('api/auth/password-reset', input, languageHeader(locale));
}

/** Proves the logged-in account's login with the code sent to it; answers the viewer, now verified. */
export async function verifyLogin(input: VerifyLoginInput, locale: Locale): Promise<Viewer> {
  const { data } = await http().instance.post<{ user: Viewer }>('api/auth/verify', input, languageHeader(locale));
  return data.user;
}

/** Starts a WeChat login (or, from /account, a link): WeChat's page to send the browser to. */
export async function startWechat(input: { intent: 'login' | 'link'; redirect?: string }, locale: Locale): Promise<string> {
  const { data } = await http().instance.post<{ url: string }>('api/auth/wechat/start', { ...input, locale }, languageHeader(locale));
  return data.url;
}

/** A first WeChat login's mobile step: the viewer, logged in, and where the login started. */
export async function completeWechat(input: WechatCompleteInput, locale: Locale): Promise<{ user: Viewer; redirect: string }> {
  const { data } = await http().instance.post<{ user: Viewer; redirect: string }>('api/auth/wechat/complete', input, languageHeader(locale));
  return data;
}

/** Removes the logged-in member's WeChat. */
export async function unlinkWechat(locale: Locale): Promise<void> {
  await http().instance.post('api/auth/wechat/unlink', undefined, languageHeader(locale));
}
