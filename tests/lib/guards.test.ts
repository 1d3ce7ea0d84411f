import { GUARD_NAMES, homeOf, runGuards, type Viewer, type ViewerKind } from '@/lib/guards';
import { HttpError, normaliseError } from '@/lib/errors';

const viewer = (kind: ViewerKind): Viewer => ({ id: 1, kind, name: '测试用户', login: '138****0000', verified: true });
const allow = { kind: 'allow' };
const forbidden = { kind: 'forbidden' };
const redirect = (destination: string) => ({ kind: 'redirect', destination });

describe('runGuards', () => {
  it('knows exactly the five guards', () => {
    expect([...GUARD_NAMES]).toEqual(['auth', 'guest', 'exhibitor', 'editor', 'admin']);
  });

  it('admin: a visitor logs in; only an admin passes, editors and everyone else are refused', () => {
    expect(runGuards(['admin'], null, '/admin/audit')).toEqual(redirect('/login?redirect=%2Fadmin%2Faudit'));
    expect(runGuards(['admin'], viewer('admin'), '/admin/audit')).toEqual(allow);
    for (const kind of ['editor', 'member', 'exhibitor'] as const) expect(runGuards(['admin'], viewer(kind), '/admin/audit')).toEqual(forbidden);
  });

  it('allows everything when no guard is named', () => {
    expect(runGuards([], null, '/x')).toEqual(allow);
  });

  describe('auth', () => {
    it('sends a visitor to /login with the path to come back to', () => {
      expect(runGuards(['auth'], null, '/pay-news-details?id=3')).toEqual(
        redirect('/login?redirect=%2Fpay-news-details%3Fid%3D3'),
      );
    });

    it.each<ViewerKind>(['member', 'exhibitor', 'editor', 'admin'])('allows a %s', (kind) => {
      expect(runGuards(['auth'], viewer(kind), '/publish')).toEqual(allow);
    });
  });

  describe('guest', () => {
    it('allows a visitor', () => {
      expect(runGuards(['guest'], null, '/login')).toEqual(allow);
    });

    it.each<[ViewerKind, string]>([
      ['member', '/'],
      ['exhibitor', '/exhibitor'],
      ['editor', '/admin'],
      ['admin', '/admin'],
    ])('sends a signed-in %s home to %s', (kind, home) => {
      expect(runGuards(['guest'], viewer(kind), '/login')).toEqual(redirect(home));
      expect(homeOf(viewer(kind))).toBe(home);
    });
  });

  describe('exhibitor', () => {
    it('sends a visitor to the exhibitor login', () => {
      expect(runGuards(['exhibitor'], null, '/exhibitor')).toEqual(redirect('/exhibitor/login?redirect=%2Fexhibitor'));
    });

    it('allows an exhibitor', () => {
      expect(runGuards(['exhibitor'], viewer('exhibitor'), '/exhibitor')).toEqual(allow);
    });

    it.each<ViewerKind>(['member', 'editor', 'admin'])('forbids a %s', (kind) => {
      expect(runGuards(['exhibitor'], viewer(kind), '/exhibitor')).toEqual(forbidden);
    });
  });

  describe('editor', () => {
    it('sends a visitor to /login', () => {
      expect(runGuards(['editor'], null, '/admin')).toEqual(redirect('/login?redirect=%2Fadmin'));
    });

    it.each<ViewerKind>(['editor', 'admin'])('allows an %s', (kind) => {
      expect(runGuards(['editor'], viewer(kind), '/admin')).toEqual(allow);
    });

    it.each<ViewerKind>(['member', 'exhibitor'])('forbids a %s', (kind) => {
      expect(runGuards(['editor'], viewer(kind), '/admin')).toEqual(forbidden);
    });
  });

  it('throws a 500 "Unknown middleware <name>" for an unknown guard', () => {
    let thrown: unknown;
    try {
      runGuards(['foo'], null, '/');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(normaliseError(thrown)).toEqual({ statusCode: 500, message: 'Unknown middleware foo' });
  });

  it('checks names in order: an unknown name after a deciding guard is not reached', () => {
    expect(runGuards(['auth', 'foo'], null, '/p')).toEqual(redirect('/login?redirect=%2Fp'));
    expect(() => runGuards(['foo', 'auth'], null, '/p')).toThrow('Unknown middleware foo');
    expect(() => runGuards(['guest', 'bar'], null, '/p')).toThrow('Unknown middleware bar');
  });

  it('lets the first guard that does not allow decide', () => {
    // a member on a page guarded by auth then editor: auth allows, editor forbids
    expect(runGuards(['auth', 'editor'], viewer('member'), '/admin')).toEqual(forbidden);
    // a visitor on guest then exhibitor: guest allows, exhibitor redirects
    expect(runGuards(['guest', 'exhibitor'], null, '/x')).toEqual(redirect('/exhibitor/login?redirect=%2Fx'));
    // an exhibitor on exhibitor then guest: exhibitor allows, guest redirects home
    expect(runGuards(['exhibitor', 'guest'], viewer('exhibitor'), '/x')).toEqual(redirect('/exhibitor'));
    // the order matters: for a visitor, whichever login guard comes first picks the login page
    expect(runGuards(['exhibitor', 'auth'], null, '/x')).toEqual(redirect('/exhibitor/login?redirect=%2Fx'));
    expect(runGuards(['auth', 'exhibitor'], null, '/x')).toEqual(redirect('/login?redirect=%2Fx'));
  });
});
