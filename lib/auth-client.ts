import type { Viewer } from './guards';
import { http } from './http-client';
import type { Locale } from './i18n';
export { validate } from './schemas/field-errors';
import { changePasswordSchema, loginSchema, signupSchema, type ChangePasswordInput, type LoginInput, type SignupInput } from './schemas/auth';

/**
 * The browser's side of the account API. Loaded on demand (the forms import
 * it when first touched), so axios and zod do not weigh on every page.
 * Each call checks its input with the schema the API uses, and asks for
 * answers in the page's language.
 */

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export const schemas = { login: loginSchema, signup: signupSchema, changePassword: changePasswordSchema };

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
