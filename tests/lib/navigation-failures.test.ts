import {
  NavigationFailure,
  abortedFailure,
  asyncComponentError,
  cancelledFailure,
  classifyRouteChangeError,
  duplicatedFailure,
  isHashOnlyChange,
  isNavigationFailure,
  redirectedFailure,
} from '@/lib/navigation-failures';

describe('navigation failures (docs/spec.md §8 messages)', () => {
  it('redirected', () => {
    const failure = redirectedFailure('/a', '/b');
    expect(failure.message).toBe('Redirected when going from "/a" to "/b" via a navigation guard.');
    expect(failure.type).toBe('redirected');
    expect(failure.from).toBe('/a');
    expect(failure.to).toBe('/b');
  });

  it('cancelled', () => {
    expect(cancelledFailure('/a', '/b').message).toBe(
      'Navigation cancelled from "/a" to "/b" with a new navigation.',
    );
  });

  it('aborted', () => {
    expect(abortedFailure('/a', '/b').message).toBe(
      'Navigation aborted from "/a" to "/b" via a navigation guard.',
    );
  });

  it('duplicated', () => {
    const failure = duplicatedFailure('/a');
    expect(failure.message).toBe('Avoided redundant navigation to current location: "/a".');
    expect(failure.from).toBe('/a');
    expect(failure.to).toBe('/a');
  });

  it('failures are Errors named NavigationFailure', () => {
    const failure = abortedFailure('/a', '/b');
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toBeInstanceOf(NavigationFailure);
    expect(failure.name).toBe('NavigationFailure');
  });
});

describe('isNavigationFailure', () => {
  it('recognises failures, optionally of one type', () => {
    expect(isNavigationFailure(cancelledFailure('/a', '/b'))).toBe(true);
    expect(isNavigationFailure(cancelledFailure('/a', '/b'), 'cancelled')).toBe(true);
    expect(isNavigationFailure(cancelledFailure('/a', '/b'), 'aborted')).toBe(false);
    expect(isNavigationFailure(duplicatedFailure('/a'), 'duplicated')).toBe(true);
  });

  it('is false for other errors and values', () => {
    expect(isNavigationFailure(new Error('Navigation cancelled'))).toBe(false);
    expect(isNavigationFailure({ type: 'cancelled' })).toBe(false);
    expect(isNavigationFailure(null)).toBe(false);
  });
});

describe('asyncComponentError', () => {
  it('says "Failed to resolve async component" with the route and cause', () => {
    const error = asyncComponentError('/brand', new Error('Loading chunk 3 failed.'));
    expect(error.message.startsWith('Failed to resolve async component')).toBe(true);
    expect(error.message).toBe('Failed to resolve async component /brand: Loading chunk 3 failed.');
    expect(error.name).toBe('AsyncComponentError');
  });

  it('stringifies a non-Error cause', () => {
    expect(asyncComponentError('/x', 'timeout').message).toBe('Failed to resolve async component /x: timeout');
  });
});

describe('isHashOnlyChange', () => {
  it('is true only when the paths differ in the hash alone', () => {
    expect(isHashOnlyChange('/brand', '/brand#service')).toBe(true);
    expect(isHashOnlyChange('/brand#intro', '/brand#service')).toBe(true);
    expect(isHashOnlyChange('/brand#intro', '/brand#intro')).toBe(false);
    expect(isHashOnlyChange('/brand', '/factory#intro')).toBe(false);
  });
});

describe('classifyRouteChangeError', () => {
  it('turns a superseded navigation into a cancelled failure', () => {
    const error = Object.assign(new Error('Route Cancelled'), { cancelled: true });
    const failure = classifyRouteChangeError(error, '/a', '/b');
    expect(isNavigationFailure(failure, 'cancelled')).toBe(true);
    expect(failure.message).toBe('Navigation cancelled from "/a" to "/b" with a new navigation.');
  });

  it.each([
    'Failed to load script: /_next/static/chunks/pages/brand.js',
    'Failed to lookup route: /brand',
    'Failed to load static props',
    'Failed to fetch',
  ])('turns "%s" into "Failed to resolve async component" for the path without hash', (message) => {
    const failure = classifyRouteChangeError(new Error(message), '/a', '/brand#service');
    expect(failure.message).toBe(`Failed to resolve async component /brand: ${message}`);
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('Something else');
    expect(classifyRouteChangeError(error, '/a', '/b')).toBe(error);
  });

  it('wraps non-Error values', () => {
    const wrapped = classifyRouteChangeError({ message: 'odd' }, '/a', '/b');
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('odd');
    expect(classifyRouteChangeError(undefined, '/a', '/b').message).toBe('Error');
  });
});
