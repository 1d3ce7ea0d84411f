import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createI18n, DEFAULT_LOCALE, type TFunction, type Translator } from './i18n';

/** The page's translator, given to components by `<TranslationProvider>` (in `_app`). */

interface TranslationContextValue {
  translator: Translator;
}

const FALLBACK: TranslationContextValue = { translator: createI18n({ locale: DEFAULT_LOCALE, resources: {} }) };
const TranslationContext = createContext<TranslationContextValue>(FALLBACK);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  // A new value when the language changes, so every component that translates renders again.
  const language = translator.language;
  const value = useMemo(() => ({ translator }), [translator, language]); // eslint-disable-line react-hooks/exhaustive-deps
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` over the given namespaces (keys may also name one: `common:nav.home`), and the translator as `i18n`. */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: Translator } {
  const { translator } = useContext(TranslationContext);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return { t: translator.fixedT(list), i18n: translator };
}
