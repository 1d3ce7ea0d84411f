import i18next, { type i18n as I18n, type Resource } from 'i18next';

/**
 * i18n for pages: zh-CN at "/", English under "/en". The server loads the
 * namespaces a page needs and passes them as props (`I18nProps`); the browser
 * keeps one i18next instance and adds each page's namespaces as they arrive.
 */

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type NamespaceResources = Record<string, Record<string, unknown>>;

export interface I18nProps {
  locale: Locale;
  resources: NamespaceResources;
}

export function toLocale(value: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** "/en" for English, "" for the default locale: the prefix of a path in that locale. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function createI18n({ locale, resources }: I18nProps): I18n {
  const instance = i18next.createInstance();
  const bundle: Resource = { [locale]: resources as Resource[string] };
  // Pages get the instance through <I18nextProvider>, so react-i18next's global plugin is not needed.
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: bundle,
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds the namespaces of a newly loaded page to an existing instance and switches its language. */
export function addPageResources(instance: I18n, { locale, resources }: I18nProps): void {
  for (const [ns, data] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, data, true, true);
  }
  if (instance.language !== locale) void instance.changeLanguage(locale);
}
