import type { ArticleChannel } from './rules';

/**
 * The copy of an article being written that the browser keeps for itself
 * (localStorage), written on every change: nothing typed is lost when the tab
 * closes, the network fails or the session ends before the server has it.
 * One copy per account and article ("new" for one not yet saved); it is
 * removed once the server has everything it holds.
 */

export interface DraftValues {
  title: string;
  channel: ArticleChannel;
  summary: string;
  /** The cover's address ("" for none) and its size, for the preview. */
  cover: string;
  coverWidth: number | null;
  coverHeight: number | null;
  /** The editor's HTML. */
  body: string;
}

export interface LocalDraft {
  values: DraftValues;
  /** When it was written (the browser's clock, ms). */
  savedAt: number;
  /** The server's `updatedAt` of the version the changes were made on (null: not on the server yet). */
  baseUpdatedAt: string | null;
}

/** The server's side: its last saved version of the article. */
export interface ServerDraft {
  values: DraftValues;
  updatedAt: string;
}

const PREFIX = 'tmz-draft';
const CHANNELS: readonly string[] = ['news', 'hot', 'practical', 'pay'];

export function draftKey(userId: number, articleId: number | null): string {
  return `${PREFIX}:${userId}:${articleId ?? 'new'}`;
}

/** The page's localStorage, or null where there is none or it is refused (private mode, settings). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalDraft(storage: Storage | null, key: string, draft: LocalDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // Full or refused: the server's copy is all there is.
    return false;
  }
}

export function removeLocalDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is offered again and can be dismissed.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

function readValues(value: unknown): DraftValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.title) || !isText(v.summary) || !isText(v.cover) || !isText(v.body) || !isText(v.channel)) return null;
  if (!CHANNELS.includes(v.channel) || !isSize(v.coverWidth) || !isSize(v.coverHeight)) return null;
  return {
    title: v.title,
    channel: v.channel as ArticleChannel,
    summary: v.summary,
    cover: v.cover,
    coverWidth: v.coverWidth,
    coverHeight: v.coverHeight,
    body: v.body,
  };
}

/** The copy kept under `key`, or null when there is none or it is not one (another version, damaged). */
export function readLocalDraft(storage: Storage | null, key: string): LocalDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = readValues(parsed.values);
    const base = parsed.baseUpdatedAt;
    if (!values || typeof parsed.savedAt !== 'number' || !(base === null || isText(base))) return null;
    return { values, savedAt: parsed.savedAt, baseUpdatedAt: base };
  } catch {
    return null;
  }
}

function sameValues(a: DraftValues, b: DraftValues): boolean {
  return (Object.keys(a) as (keyof DraftValues)[]).every((name) => a[name] === b[name]);
}

function isEmpty(values: DraftValues): boolean {
  return !values.title.trim() && !values.summary.trim() && !values.cover && !values.body;
}

/**
 * Whether to offer the local copy back ("恢复未保存的内容"): it must say
 * something the server's version does not, and be newer — made on top of the
 * server's current version (clock-independent), or written after it was saved.
 * For an article not on the server yet, any copy with content is newer.
 */
export function localCopyIsNewer(local: LocalDraft | null, server: ServerDraft | null): boolean {
  if (!local) return false;
  if (!server) return !isEmpty(local.values);
  if (sameValues(local.values, server.values)) return false;
  const savedOnTop = local.baseUpdatedAt !== null && local.baseUpdatedAt === server.updatedAt;
  return savedOnTop || local.savedAt > Date.parse(server.updatedAt);
}
