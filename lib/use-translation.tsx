import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createI18n, DEFAULT_LOCALE, type TFunction, type Translator } from './i18n';

/** The page's translator, given to components by `<TranslationProvider>` (in `_app`). */

interface TranslationContextValue {
  translator: Translator;
  /** The translator's language when the value was made: a new value per language re-renders every consumer. */
  language: string;
}

const fallbackTranslator = createI18n({ locale: DEFAULT_LOCALE, resources: {} });
const FALLBACK: TranslationContextValue = { translator: fallbackTranslator, language: fallbackTranslator.language };
const TranslationContext = createContext<TranslationContextValue>(FALLBACK);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const { language } = translator;
  const value = useMemo(() => ({ translator, language }), [translator, language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` over the given namespaces (keys may also name one: `common:nav.home`), and the translator as `i18n`. */
export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: Translator } {
  const { translator } = useContext(TranslationContext);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return { t: translator.fixedT(list), i18n: translator };
}
