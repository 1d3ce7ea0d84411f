import { HttpError } from './errors';

/**
 * Route guards ("middleware" in the original specification, docs/spec.md §6.2). A page names its guards; they run on
 * the server for the first request and for the data request of every later
 * client-side navigation. An unknown name is a 500 "Unknown middleware <name>".
 */

export type ViewerKind = 'member' | 'exhibitor' | 'editor' | 'admin';
/** Who is logged in, as pages and the browser see it (the login masked; no password data). */
export interface Viewer {
  id: number;
  kind: ViewerKind;
  name: string;
  login: string;
  /** Whether the login (a mobile number or e-mail address) was proven with a code sent to it. */
  verified: boolean;
}

/** Members-only news is for members and staff; exhibitors are accounts of the trade show, not members. */
export function canReadMembersOnly(viewer: Pick<Viewer, 'kind'> | null): boolean {
  return viewer !== null && viewer.kind !== 'exhibitor';
}

export const GUARD_NAMES = ['auth', 'guest', 'exhibitor', 'editor', 'admin'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; destination: string }
  | { kind: 'forbidden' };

type GuardViewer = Pick<Viewer, 'kind'> | null;
type Guard = (viewer: GuardViewer, path: string) => GuardOutcome;

const ALLOW: GuardOutcome = { kind: 'allow' };

function loginAt(loginPath: string, path: string): GuardOutcome {
  return { kind: 'redirect', destination: `${loginPath}?redirect=${encodeURIComponent(path)}` };
}

/** Where a signed-in viewer belongs when a guest-only page turns them away. */
export function homeOf(viewer: Pick<Viewer, 'kind'>): string {
  if (viewer.kind === 'exhibitor') return '/exhibitor';
  if (viewer.kind === 'editor' || viewer.kind === 'admin') return '/admin';
  return '/';
}

const guards: Record<GuardName, Guard> = {
  auth: (viewer, path) => (viewer ? ALLOW : loginAt('/login', path)),
  guest: (viewer) => (viewer ? { kind: 'redirect', destination: homeOf(viewer) } : ALLOW),
  exhibitor: (viewer, path) => {
    if (!viewer) return loginAt('/exhibitor/login', path);
    return viewer.kind === 'exhibitor' ? ALLOW : { kind: 'forbidden' };
  },
  editor: (viewer, path) => {
    if (!viewer) return loginAt('/login', path);
    return viewer.kind === 'editor' || viewer.kind === 'admin' ? ALLOW : { kind: 'forbidden' };
  },
  /** The console's admin-only parts (the audit log, users): editors are refused too. */
  admin: (viewer, path) => {
    if (!viewer) return loginAt('/login', path);
    return viewer.kind === 'admin' ? ALLOW : { kind: 'forbidden' };
  },
};

function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

/** Runs the named guards in order; the first that does not allow decides. */
export function runGuards(names: readonly string[], viewer: GuardViewer, path: string): GuardOutcome {
  for (const name of names) {
    if (!isGuardName(name)) throw new HttpError(500, `Unknown middleware ${name}`);
    const outcome = guards[name](viewer, path);
    if (outcome.kind !== 'allow') return outcome;
  }
  return ALLOW;
}
