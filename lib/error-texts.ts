import en from '@/locales/en/errors.json';
import zhCN from '@/locales/zh-CN/errors.json';
import { toLocale } from './i18n';

/**
 * The error page's texts, read straight from the `errors` translation files
 * rather than through i18next: the error page must render even when
 * translations (or anything else) failed to load.
 */
export type ErrorTexts = typeof zhCN;

const texts: Record<'zh-CN' | 'en', ErrorTexts> = { 'zh-CN': zhCN, en };

export function errorTexts(locale: string | undefined): ErrorTexts {
  return texts[toLocale(locale)];
}

/** Title and hint for a status code. */
export function describeStatus(statusCode: number, t: ErrorTexts): { title: string; hint: string } {
  if (statusCode === 404) return { title: t.notFound, hint: t.notFoundHint };
  if (statusCode === 400) return { title: t.badRequest, hint: t.badRequestHint };
  if (statusCode === 403 || statusCode === 401) return { title: t.forbidden, hint: t.forbiddenHint };
  if (statusCode >= 500) return { title: t.serverError, hint: t.serverErrorHint };
  return { title: t.title, hint: '' };
}
