/**
 * Redirects: local paths go through the router, anything else replaces the
 * location (no history entry). `?redirect=` values are accepted only when local.
 */

/** A local path: starts with one "/", not "//" or "/\\" (which browsers treat as another host). */
export function isLocalPath(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f]/.test(target);
}

/** The `?redirect=` target if it is a local path, else the fallback. */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && isLocalPath(candidate) ? candidate : fallback;
}

export interface RedirectDeps {
  push: (path: string) => unknown;
  replaceLocation: (url: string) => void;
}

/** Sends the browser to `target`: router push when local, full `location.replace` otherwise. */
export function redirectTo(target: string, deps: RedirectDeps): void {
  if (isLocalPath(target)) deps.push(target);
  else deps.replaceLocation(target);
}

export function browserRedirectDeps(push: (path: string) => unknown): RedirectDeps {
  return { push, replaceLocation: (url) => window.location.replace(url) };
}
