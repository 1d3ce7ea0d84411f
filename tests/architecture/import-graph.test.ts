import path from 'node:path';
import { forbiddenArrows, importGraph, importLoops, type ImportGraph } from './import-graph';

/**
 * The import graph of the app's code has no loop and no upward arrow (server/README.md "Layers"). In server/,
 * from the bottom: kernel/ (configuration, logging, the cache, i18n, time), then db/ (the schema, the client,
 * `Executor`, secrets, the process's life), then the infrastructure every domain uses (audit, auth, http,
 * messages, uploads, wechat, rich-text), then the domains, then site/ (what spans the whole site, and the
 * start-up that wires the domains into the infrastructure). A folder imports its own layer and those below;
 * a folder not named here is a domain. Outside server/: lib/ imports only lib/; components/ never imports
 * layouts/ or pages/; layouts/ imports components/ and lib/.
 */

const root = path.resolve(__dirname, '..', '..');
const FOLDERS = ['server', 'lib', 'components', 'layouts', 'pages'];

const SERVER_LAYERS: Record<string, number> = {
  kernel: 0,
  db: 1,
  audit: 2,
  auth: 2,
  http: 2,
  messages: 2,
  uploads: 2,
  wechat: 2,
  'rich-text': 2,
  site: 4,
};
const DOMAIN = 3;

/**
 * The demo content (server/db/seed/) is written through the domains (a registration's attendees), so it sits with
 * site/ at the top: the database opens it only through the seeder its opener hands in (server/db/index.ts).
 */
const SEED = 'db/seed';

const top = (file: string) => file.split('/')[0]!;
const serverFolder = (file: string) => (file.startsWith(`server/${SEED}/`) ? SEED : file.split('/')[1]!);
const layerOf = (file: string) => (serverFolder(file) === SEED ? SERVER_LAYERS.site! : (SERVER_LAYERS[serverFolder(file)] ?? DOMAIN));

/** Where each top-level folder may import from (besides itself). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  server: ['lib', 'locales'],
  lib: ['locales'],
  components: ['lib', 'locales'],
  layouts: ['components', 'lib', 'locales'],
  pages: ['server', 'components', 'layouts', 'lib', 'locales', 'styles', 'public'],
};

export function allowedArrow(from: string, to: string): boolean {
  if (top(from) !== top(to)) return MAY_IMPORT[top(from)]?.includes(top(to)) ?? false;
  if (top(from) !== 'server' || serverFolder(from) === serverFolder(to)) return true;
  const [a, b] = [layerOf(from), layerOf(to)];
  // One folder per base layer: kernel/ and db/ import only what is below them.
  return a === 0 || a === 1 ? b < a : b <= a;
}

describe('the import graph', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = importGraph(root, FOLDERS);
  });

  it('reads the files and their imports', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('server/messages/delivery.ts')).toContain('server/messages/outbox.ts');
    expect(graph.get('server/kernel/log.ts')).toContain('server/kernel/request-log.mjs');
  });

  it('has no import loop', () => {
    expect(importLoops(graph)).toEqual([]);
  });

  it('has no upward arrow', () => {
    expect(forbiddenArrows(graph, allowedArrow)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a loop, however long, and only loops', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['e.ts']],
      ['f.ts', ['a.ts']],
    ]);
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('refuse an arrow up the layers and allow one down', () => {
    expect(allowedArrow('server/db/client.ts', 'server/kernel/log.ts')).toBe(true);
    expect(allowedArrow('server/kernel/log.ts', 'server/db/client.ts')).toBe(false);
    expect(allowedArrow('server/messages/delivery.ts', 'server/activities/registrations/messages.ts')).toBe(false);
    expect(allowedArrow('server/activities/registrations/messages.ts', 'server/messages/outbox.ts')).toBe(true);
    expect(allowedArrow('server/site/startup.ts', 'server/articles/scheduled.ts')).toBe(true);
    expect(allowedArrow('server/articles/scheduled.ts', 'server/site/startup.ts')).toBe(false);
    expect(allowedArrow('server/db/seed/run.ts', 'server/activities/registrations/attendees.ts')).toBe(true);
    expect(allowedArrow('server/db/client.ts', 'server/db/seed/run.ts')).toBe(false);
    expect(allowedArrow('components/jobs/job-detail.tsx', 'layouts/default-layout.tsx')).toBe(false);
    expect(allowedArrow('lib/i18n.ts', 'server/kernel/i18n.ts')).toBe(false);
  });
});
