/**
 * The kinds of message the site sends, as the domains that send them declare them: this folder knows no
 * domain. Each domain lists its kinds in its own `message-kinds.ts` (defineMessageKinds); the start-up and the
 * server tests hand every list to registerMessageKinds (server/site/message-kinds.ts). A kind names its
 * template (translation keys under `messages:<template>` — templates.ts) and says what the outbox must know of
 * it: which parameters are secret, whether an online activity's message has its own text, whether it goes by
 * e-mail only. Kinds are text in the database, so adding one needs no migration.
 */

export type MessageChannel = 'sms' | 'email';
export type MessageParams = Record<string, string | number | null>;

/** What the outbox needs to know of a kind. */
export interface MessageKindRules {
  /** Parameters blanked once a real transport has sent the message (the log transport keeps them: its reader is the recipient). */
  readonly secretParams?: readonly string[];
  /** The text differs for a seat at an activity held online (`isOnline: 1`): a second template, `<kind>_online`. */
  readonly onlineVariant?: boolean;
  /** Only ever sent by e-mail: no SMS template. */
  readonly emailOnly?: boolean;
  /** Someone waits for it at their screen (a verification code): sent ahead of everything else in its channel. */
  readonly urgent?: boolean;
  /**
   * Parameters a domain's last look adds just before sending (hooks.ts `refresh`), shown to staff as these
   * placeholders until then (a registration's ticket link reads `{{link}}`).
   */
  readonly addedWhenSent?: Readonly<Record<string, string>>;
}

/** A domain's kinds, by name. */
export type MessageKindList<K extends string = string> = Readonly<Record<K, MessageKindRules>>;

/** A domain's kinds, with their names as a type for the domain's own code (`keyof typeof LIST`). */
export function defineMessageKinds<const K extends string>(kinds: MessageKindList<K>): MessageKindList<K> {
  return kinds;
}

/**
 * On globalThis: Next bundles instrumentation.ts (the start-up, which registers) apart from the pages and API
 * routes (which write messages), each with its own copy of this module; the process has one list.
 */
const globalForKinds = globalThis as unknown as { __tmzMessageKinds?: Map<string, { domain: string; rules: MessageKindRules }> };
const registered = (globalForKinds.__tmzMessageKinds ??= new Map());

/**
 * A domain's kinds, under its name. Registering the same domain again replaces nothing it did not name (a
 * module loaded twice); a kind that another domain already registered is a programming error.
 */
export function registerMessageKinds(domain: string, kinds: MessageKindList): void {
  for (const [kind, rules] of Object.entries(kinds)) {
    const owner = registered.get(kind)?.domain;
    if (owner && owner !== domain) throw new Error(`The message kind ${kind} is registered by ${owner} and ${domain}`);
    registered.set(kind, { domain, rules });
  }
}

/** Every registered kind, in the order registered; throws when none were (the start-up or a test forgot server/site/message-kinds.ts). */
export function messageKinds(): string[] {
  if (registered.size === 0) {
    throw new Error('No message kinds are registered: call registerDomainMessageKinds() (server/site/message-kinds.ts) before sending messages');
  }
  return [...registered.keys()];
}

export function isMessageKind(value: string): boolean {
  return registered.has(value);
}

function rulesOf(kind: string): MessageKindRules {
  const entry = registered.get(kind);
  if (!entry) throw new Error(`Unknown message kind ${kind}: its domain's message-kinds.ts must list it (server/site/message-kinds.ts registers them)`);
  return entry.rules;
}

/** The parameters of a kind that are blanked once sent (none for a kind this version does not know). */
export function secretParamsOf(kind: string): readonly string[] {
  return registered.get(kind)?.rules.secretParams ?? [];
}

/** The kinds sent ahead of the rest (`urgent`). */
export function urgentKinds(): string[] {
  return [...registered].filter(([, entry]) => entry.rules.urgent).map(([kind]) => kind);
}

/** The placeholders staff see for the parameters a kind gets just before it is sent. */
export function addedWhenSentOf(kind: string): Readonly<Record<string, string>> {
  return registered.get(kind)?.rules.addedWhenSent ?? {};
}

/**
 * The template a message is written with: its kind, or `<kind>_online` for a kind with an online variant when
 * `isOnline` is 1. With Aliyun SMS each template is one approved template code (SMS_TEMPLATE_<TEMPLATE>).
 */
export function templateOf(kind: string, params: MessageParams): string {
  return registered.get(kind)?.rules.onlineVariant && params.isOnline === 1 ? `${kind}_online` : kind;
}

/**
 * Every template sent by SMS, online variants included (a kind sent only by e-mail has none): each needs an
 * Aliyun template code (docs/domains/messages.md and the length test list them).
 */
export function smsTemplates(): string[] {
  return messageKinds().flatMap((kind) => {
    const rules = rulesOf(kind);
    if (rules.emailOnly) return [];
    return rules.onlineVariant ? [kind, `${kind}_online`] : [kind];
  });
}

/** The environment variable holding a template's Aliyun template code. */
export function smsTemplateSetting(template: string): string {
  return `SMS_TEMPLATE_${template.toUpperCase()}`;
}
