/**
 * Navigation failures with the messages of docs/spec.md §8. A failure is an
 * Error with a `type`, so callers can tell a harmless one (cancelled, duplicated)
 * from one that needs the error page.
 */

export type NavigationFailureType = 'redirected' | 'aborted' | 'cancelled' | 'duplicated';

export class NavigationFailure extends Error {
  readonly type: NavigationFailureType;
  readonly from: string;
  readonly to: string;

  constructor(type: NavigationFailureType, from: string, to: string, message: string) {
    super(message);
    this.name = 'NavigationFailure';
    this.type = type;
    this.from = from;
    this.to = to;
  }
}

export function redirectedFailure(from: string, to: string): NavigationFailure {
  return new NavigationFailure(
    'redirected',
    from,
    to,
    `Redirected when going from "${from}" to "${to}" via a navigation guard.`,
  );
}

export function abortedFailure(from: string, to: string): NavigationFailure {
  return new NavigationFailure(
    'aborted',
    from,
    to,
    `Navigation aborted from "${from}" to "${to}" via a navigation guard.`,
  );
}

export function cancelledFailure(from: string, to: string): NavigationFailure {
  return new NavigationFailure(
    'cancelled',
    from,
    to,
    `Navigation cancelled from "${from}" to "${to}" with a new navigation.`,
  );
}

export function duplicatedFailure(location: string): NavigationFailure {
  return new NavigationFailure(
    'duplicated',
    location,
    location,
    `Avoided redundant navigation to current location: "${location}".`,
  );
}

export function isNavigationFailure(
  error: unknown,
  type?: NavigationFailureType,
): error is NavigationFailure {
  return error instanceof NavigationFailure && (type === undefined || error.type === type);
}

/** The error for a page whose code could not be loaded (a failed chunk). */
export function asyncComponentError(route: string, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`Failed to resolve async component ${route}: ${reason}`);
  error.name = 'AsyncComponentError';
  return error;
}

/** Strips the hash so that "/brand#service" and "/brand" count as the same location. */
function withoutHash(url: string): string {
  const index = url.indexOf('#');
  return index === -1 ? url : url.slice(0, index);
}

/** True when `from` and `to` differ only in their hash. */
export function isHashOnlyChange(from: string, to: string): boolean {
  return from !== to && withoutHash(from) === withoutHash(to);
}

interface RouteChangeErrorLike {
  cancelled?: boolean;
  message?: string;
}

/**
 * Classifies an error from Next's `routeChangeError` event into the failure the
 * docs/spec.md §8 names: a superseded navigation is "cancelled"; a page whose
 * code failed to load is "Failed to resolve async component"; anything else is
 * passed through for the error page.
 */
export function classifyRouteChangeError(error: unknown, from: string, to: string): Error {
  const record = (typeof error === 'object' && error !== null ? error : {}) as RouteChangeErrorLike;
  if (record.cancelled) return cancelledFailure(from, to);
  if (typeof record.message === 'string' && /Failed to (load script|lookup route|load static props|fetch)/.test(record.message)) {
    return asyncComponentError(withoutHash(to), error);
  }
  return error instanceof Error ? error : new Error(record.message || 'Error');
}
