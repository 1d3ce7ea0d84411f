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

type Values = Record<string, unknown>;

export interface MessagesOptions {
  /** A part of the namespace the keys are under (`api.` for `admin-catalogue:api.notFound.jobs`). */
  prefix?: string;
  /** Namespaces the messages refer to as well (status names another namespace holds). */
  also?: readonly string[];
  /** Values every message of the namespace may use (the site's phone number), read at each call. */
  shared?: () => Values;
}

/**
 * The one way server code answers in the request's language: a function that gives a message of `namespace`
 * (`common` for the shared messages) by its key, with values. Each domain makes its own from this
 * (`export const activityText = messagesOf('activity')`).
 */
export function messagesOf(namespace: string, options: MessagesOptions = {}) {
  const { prefix = '', also = [], shared } = options;
  const namespaces = namespace === 'common' ? also : [namespace, ...also];
  return async (locale: Locale, key: string, values: Values = {}): Promise<string> =>
    (await serverTranslator(locale, namespaces)).t(`${namespace}:${prefix}${key}`, { ...shared?.(), ...values });
}
