import type { Locale, NamespaceResources } from '@/lib/i18n';

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
