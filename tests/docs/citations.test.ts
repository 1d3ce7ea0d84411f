import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The documents the code cites live in the repository (docs/style.md "Boundaries"). Every citation of a
 * markdown file — in source, tests, scripts, configuration and the docs themselves — names a file that is
 * there, and a section it names (`docs/spec.md §4.2`, `docs/style.md "The API"`) is a heading of that file;
 * every relative link in docs/ and in the READMEs leads to a file, and its #fragment to a heading, that exists.
 */

const root = path.resolve(__dirname, '..', '..');

/** Folders that hold no sources: installed packages, builds, test output, databases. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.next', '.swc', 'out', 'coverage', 'test-results', 'playwright-report', '.e2e-data']);
const SKIPPED_PATHS = new Set(['data', 'bench/results']);
const SCANNED = /\.(ts|tsx|mts|mjs|cjs|js|scss|css|md|sh|template|conf|ya?ml)$/;
const SCANNED_NAMES = new Set(['.env.example', 'run']);

function sources(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.next-') || SKIPPED_PATHS.has(relative)) return [];
      return sources(relative);
    }
    return entry.isFile() && (SCANNED.test(entry.name) || SCANNED_NAMES.has(entry.name)) ? [relative] : [];
  });
}

function exists(file: string): boolean {
  try {
    return statSync(path.join(root, file)).isFile() || statSync(path.join(root, file)).isDirectory();
  } catch {
    return false;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** A markdown file's headings (outside fenced code), and their anchors with GitHub's -1, -2 for repeats. */
function headingsOf(file: string): { texts: string[]; anchors: Set<string> } {
  const texts: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const text = fenced ? undefined : /^#{1,6} (.+)$/.exec(line)?.[1];
    if (!text) continue;
    texts.push(text.replace(/`/g, ''));
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return { texts, anchors };
}

/**
 * A path-like name ending in .md (not inside a URL or a longer path), optionally followed by the section it
 * cites: `§4.2` or a quoted heading. `README "The API"` is the old way of citing README.md's sections.
 */
const CITATION = /(?<![\w./@:-])((?:[\w.-]+\/)*[\w.-]+\.md|README(?= "))\b(?: (§\d+(?:\.\d+)*)| "([^"\n]+)")?/g;
/** Names that stand for many files (`data/companies/NNN.md`). */
const PATTERN_NAME = /NNN|\*/;

/** The citations in `text` (of the file `file`) that name a file or section that is not there. */
export function brokenCitations(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const match of text.matchAll(CITATION)) {
    const [whole, cited = '', section, heading] = match;
    const before = text[match.index - 1] ?? '';
    const after = text.slice(match.index + whole.length);
    if (PATTERN_NAME.test(cited)) continue;
    // A markdown link's text ([spec.md §2](spec.md#…)): the link itself is checked by brokenLinks.
    if (before === '[' && after.startsWith('](')) continue;
    // A string that is a file name ('001.md' written by a test), not a citation.
    if ((before === "'" || before === '"') && after.startsWith(before)) continue;
    const name = cited === 'README' ? 'README.md' : cited;
    const target = [name, path.posix.join(path.posix.dirname(file), name)].find(exists);
    if (!target) {
      broken.push(`${file}: ${whole}`);
      continue;
    }
    if (!section && !heading) continue;
    const { texts } = headingsOf(target);
    const found = section
      ? texts.some((text) => text.startsWith(`${section.slice(1)} `) || text.startsWith(`${section.slice(1)}. `))
      : texts.some((text) => text.toLowerCase().includes((heading ?? '').toLowerCase()));
    if (!found) broken.push(`${file}: ${whole} (no such section)`);
  }
  return broken;
}

/** A markdown file's links to files of the repository that lead nowhere (fenced and inline code skipped). */
export function brokenLinks(file: string, text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const broken: string[] = [];
  for (const match of prose.matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z]+:/i.test(link)) continue;
    const [target = '', fragment] = link.split('#');
    const file2 = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
    if (!exists(file2)) {
      broken.push(`${file}: ${link}`);
    } else if (fragment && file2.endsWith('.md') && !headingsOf(file2).anchors.has(fragment)) {
      broken.push(`${file}: ${link} (no such heading)`);
    }
  }
  return broken;
}

/** This file's own examples of broken citations are not citations. */
const files = sources().filter((file) => file !== path.relative(root, __filename).split(path.sep).join('/'));
const markdown = files.filter((file) => file.endsWith('.md') && (file.startsWith('docs/') || path.posix.basename(file) === 'README.md'));

it('scans the sources, tests, scripts and docs', () => {
  for (const file of ['README.md', 'docs/spec.md', 'server/http/handler.ts', 'tests/lib/constants.test.ts', 'scripts/start.mjs', 'e2e/head.spec.ts', '.env.example']) {
    expect(files).toContain(file);
  }
  expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'server/README.md', 'deploy/README.md']));
});

it('finds a citation of a file that is not in the repository, or of a section that file lacks', () => {
  expect(brokenCitations('lib/x.ts', '// see SPEC.md section 8 and STYLE.md "The API"')).toEqual(['lib/x.ts: SPEC.md', 'lib/x.ts: STYLE.md "The API"']);
  expect(brokenCitations('lib/x.ts', '// docs/spec.md §4.2, docs/spec.md §99, docs/style.md "The API", docs/style.md "Nowhere"')).toEqual([
    'lib/x.ts: docs/spec.md §99 (no such section)',
    'lib/x.ts: docs/style.md "Nowhere" (no such section)',
  ]);
  expect(brokenCitations('server/activities/x.ts', "registrations/README.md, https://example.com/a/SPEC.md, write('001.md')")).toEqual([]);
  expect(brokenCitations('docs/domains/x.md', '([spec.md §5.1](../spec.md#51-rules-every-form-keeps))')).toEqual([]);
  expect(brokenLinks('docs/x.md', '[a](spec.md#42-the-progress-bar) [b](missing.md) [c](spec.md#nowhere) `[d](no.md)` [e](https://x/y.md)')).toEqual([
    'docs/x.md: missing.md',
    'docs/x.md: spec.md#nowhere (no such heading)',
  ]);
});

it('cites only markdown files, and sections of them, that are in the repository', () => {
  const cited = files.flatMap((file) => brokenCitations(file, readFileSync(path.join(root, file), 'utf8')));
  expect(cited).toEqual([]);
});

it('links, in docs/ and the READMEs, only to files and headings that exist', () => {
  const linked = markdown.flatMap((file) => brokenLinks(file, readFileSync(path.join(root, file), 'utf8')));
  expect(linked).toEqual([]);
});
