/**
 * i18n for pages: zh-CN at "/", English under "/en". The server loads the
 * namespaces a page needs and passes them as props (`I18nProps`); the browser
 * keeps one translator and adds each page's namespaces as they arrive.
 *
 * The translator is ours rather than i18next's: the site uses nested keys,
 * `ns:key` prefixes, `{{name}}` interpolation, `_one`/`_other` plurals and
 * arrays of copy, which fit in a few lines, while i18next and its React binding
 * cost about 16 kB gzip on every page of a 140 kB budget.
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

export interface TranslateOptions {
  /** Namespace(s) to look in, in order, when the key has no `ns:` prefix. */
  ns?: string | readonly string[];
  /** Chooses `<key>_one`, `<key>_other`… by the locale's plural rules, and is interpolated as `{{count}}`. */
  count?: number;
  /** Return arrays and objects (their strings interpolated) instead of only strings. */
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

/** A message that names a translation key (`ns:key`) rather than final text: the shared form schemas' messages. */
export const TRANSLATION_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.]+$/;

const NAMESPACED = /^([a-z][a-z0-9-]*):(.+)$/;
// Plural rules are costly to build, and the server builds a translator for every page it renders: one per language.
const pluralRules = new Map<Locale, Intl.PluralRules>();
const pluralRulesOf = (locale: Locale) => pluralRules.get(locale) ?? pluralRules.set(locale, new Intl.PluralRules(locale)).get(locale)!;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
  }
  if (Array.isArray(value)) return value.map((entry) => interpolate(entry, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, interpolate(entry, values)]));
  }
  return value;
}

/** A language and the namespaces loaded for it. */
export class Translator {
  private bundles: NamespaceResources = {};
  private plurals: Intl.PluralRules;

  constructor(
    private current: Locale,
    resources: NamespaceResources = {},
  ) {
    this.plurals = pluralRulesOf(current);
    this.bundles = { ...resources };
  }

  get language(): Locale {
    return this.current;
  }

  hasNamespace(ns: string): boolean {
    return ns in this.bundles;
  }

  /** Adds namespaces that are not loaded yet (a loaded one is kept as it is). */
  addNamespaces(resources: NamespaceResources): void {
    for (const [ns, data] of Object.entries(resources)) {
      if (!this.hasNamespace(ns)) this.bundles[ns] = data;
    }
  }

  /** Switches to another language with its own namespaces, dropping the old language's. */
  changeLanguage(locale: Locale, resources: NamespaceResources): void {
    this.current = locale;
    this.plurals = pluralRulesOf(locale);
    this.bundles = { ...resources };
  }

  /** The text at `key` in the first namespace that has it, interpolated; the key itself when none has it. */
  translate(key: string, options: TranslateOptions = {}, defaultNamespaces: readonly string[] = ['common']): unknown {
    const prefixed = NAMESPACED.exec(key);
    const path = prefixed ? prefixed[2]! : key;
    const explicit = options.ns === undefined ? defaultNamespaces : typeof options.ns === 'string' ? [options.ns] : options.ns;
    const namespaces = prefixed ? [prefixed[1]!] : explicit;
    const paths = typeof options.count === 'number' ? [`${path}_${this.plurals.select(options.count)}`, path] : [path];
    for (const ns of namespaces) {
      for (const candidate of paths) {
        const value = lookup(this.bundles[ns], candidate);
        if (typeof value === 'string' || (options.returnObjects && value !== undefined && value !== null)) {
          return interpolate(value, options);
        }
      }
    }
    return key;
  }

  /** A `t` that looks in `namespaces` (in order) for keys without an `ns:` prefix. */
  fixedT(namespaces: readonly string[] = ['common']): TFunction {
    return ((key: string, options?: TranslateOptions) => this.translate(key, options, namespaces)) as TFunction;
  }

  /** `t` over the default namespace, "common". */
  t: TFunction = ((key: string, options?: TranslateOptions) => this.translate(key, options)) as TFunction;
}

export function createI18n({ locale, resources }: I18nProps): Translator {
  return new Translator(locale, resources);
}

/** Adds the namespaces of a newly loaded page to an existing translator, switching its language if it changed. */
export function addPageResources(translator: Translator, { locale, resources }: I18nProps): void {
  if (translator.language === locale) translator.addNamespaces(resources);
  else translator.changeLanguage(locale, resources);
}
