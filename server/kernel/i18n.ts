import { createI18n, type Locale, type NamespaceResources, type Translator } from '@/lib/i18n';

/** Loads the translation namespaces a page needs, for the request's locale. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<NamespaceResources> {
  const names = Array.from(new Set(['common', ...namespaces]));
  const entries = await Promise.all(
    names.map(async (ns) => {
      const mod = (await import(`@/locales/${locale}/${ns}.json`)) as { default: Record<string, unknown> };
      return [ns, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A translator over the given namespaces (and "common"), for text the server writes itself: API messages. */
export async function serverTranslator(locale: Locale, namespaces: readonly string[] = []): Promise<Translator> {
  return createI18n({ locale, resources: await loadNamespaces(locale, namespaces) });
}
