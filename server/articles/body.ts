import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { env } from '../kernel/env';
import { SANITISE_RULES_VERSION, sanitiseHtml } from '../rich-text/sanitise-html';

/**
 * Article bodies on their way in and out: every body is cleaned by the
 * sanitiser before it is stored, with the rules version it was cleaned with;
 * a body stored under older rules is cleaned again before it is shown, and the
 * result written back so that it happens once.
 */

/** The site's own origin: links to it stay in the same tab. */
export function siteOrigin(): string {
  return new URL(env().SITE_URL).origin;
}

/** A body as it may be stored (the editor's HTML through the server's allowlist). */
export function cleanBody(html: string): { body: string; bodyRulesVersion: number } {
  return { body: sanitiseHtml(html, siteOrigin()), bodyRulesVersion: SANITISE_RULES_VERSION };
}

export interface StoredBody {
  id: number;
  body: string;
  bodyRulesVersion: number;
}

/**
 * The body to show: as stored when it was cleaned with the current rules;
 * else cleaned again now and written back — only while the row still has the
 * version read, so two readers at once write it once, and a save made since
 * (stored with the current version) is never overwritten. The author's time of
 * change (updated_at) is kept.
 */
export async function currentBody(db: Db, row: StoredBody): Promise<string> {
  if (row.bodyRulesVersion >= SANITISE_RULES_VERSION) return row.body;
  const clean = cleanBody(row.body);
  await db.update(articles).set(clean).where(and(eq(articles.id, row.id), eq(articles.bodyRulesVersion, row.bodyRulesVersion)));
  return clean.body;
}
