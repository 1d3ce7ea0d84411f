import { textProblem, withoutRefusedCharacters } from '@/lib/http/text-input';

/**
 * The one check of text entering through the API and the pages, before any
 * schema or query sees it (lib/http/text-input.ts says what is refused):
 * - free-text search (`q`) loses refused characters and is searched without them;
 * - in any other query value, U+FFFD — what Next makes of %-escapes that are
 *   not UTF-8 before any route runs — is refused as an address that was not UTF-8;
 * - any other value with a control character or a lone surrogate is refused,
 *   named by its path (`title`, `agenda.1.time`), as is an object key with one;
 * - every value is capped (a query value at QUERY_TEXT_MAX characters, a body's
 *   text at BODY_TEXT_MAX) and bodies at BODY_DEPTH_MAX levels, so nothing
 *   unbounded reaches a schema, a regular expression or SQL.
 * Field messages are translation keys (the API answers them in the caller's language).
 * A JSON body's bytes that are not UTF-8 are refused earlier, by the proxy
 * (body-encoding.ts), which still sees them.
 */

export const QUERY_TEXT_MAX = 2000;
export const BODY_TEXT_MAX = 500_000;
export const BODY_DEPTH_MAX = 32;

/** Query parameters that are free-text search: cleaned, not refused. */
const FREE_TEXT = new Set(['q']);

export type InputProblems = Record<string, string[]>;

/**
 * Problems as they are found, by path. A Map, not an object: a path may be
 * "__proto__" or "constructor" (JSON.parse makes such keys own properties).
 */
type Found = Map<string, string[]>;

/** The problems as the API's `fields` (own properties only, whatever the paths are called). */
const fieldsOf = (found: Found): InputProblems => Object.fromEntries(found);

const MESSAGE = {
  control: 'common:input.control',
  surrogate: 'common:input.surrogate',
  tooLong: 'common:input.tooLong',
  tooDeep: 'common:input.tooDeep',
  encoding: 'common:input.encoding',
} as const;

/** What Next makes of %-escapes that are not UTF-8 in an address. */
const REPLACEMENT = '\ufffd';

function add(problems: Found, path: string, message: string) {
  const key = path || '_';
  const list = problems.get(key) ?? [];
  if (!list.includes(message)) list.push(message);
  problems.set(key, list);
}

function checkText(value: string, path: string, max: number, problems: Found) {
  const problem = textProblem(value);
  if (problem) add(problems, path, MESSAGE[problem]);
  else if (value.length > max) add(problems, path, MESSAGE.tooLong);
}

function walk(value: unknown, path: string, depth: number, max: number, problems: Found) {
  if (typeof value === 'string') {
    checkText(value, path, max, problems);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= BODY_DEPTH_MAX) {
    add(problems, path, MESSAGE.tooDeep);
    return;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const keyProblem = textProblem(key);
    if (keyProblem) add(problems, path, MESSAGE[keyProblem]);
    else walk(item, path ? `${path}.${key}` : key, depth + 1, max, problems);
  }
}

/** Cleans a parsed query in place (free-text search) and returns what is wrong with the rest. */
export function guardQuery(query: Record<string, string | string[] | undefined>): InputProblems {
  const problems: Found = new Map();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const nameProblem = textProblem(name);
    if (nameProblem) {
      add(problems, '_', MESSAGE[nameProblem]);
      continue;
    }
    if (FREE_TEXT.has(name)) {
      const clean = (text: string) => withoutRefusedCharacters(text).split(REPLACEMENT).join('').slice(0, QUERY_TEXT_MAX);
      query[name] = Array.isArray(value) ? value.map(clean) : clean(value);
      continue;
    }
    if ((Array.isArray(value) ? value : [value]).some((text) => text.includes(REPLACEMENT))) {
      add(problems, name, MESSAGE.encoding);
      continue;
    }
    walk(value, name, 0, QUERY_TEXT_MAX, problems);
  }
  return fieldsOf(problems);
}

/** What is wrong with the text of a parsed JSON body (empty when nothing is). */
export function guardBody(body: unknown): InputProblems {
  const problems: Found = new Map();
  walk(body, '', 0, BODY_TEXT_MAX, problems);
  return fieldsOf(problems);
}
