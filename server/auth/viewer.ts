import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '@/lib/guards';
import { maskLogin } from '@/lib/auth/mask-login';
import { database } from '../db';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { lookupSession, type CurrentSession } from './sessions';

/**
 * Who is asking: the session of the request's cookie, looked up once per
 * request. A cookie whose session has ended is cleared; a rotated token is
 * sent back as the new cookie. No cookie, no database query.
 */

type Request = Pick<IncomingMessage, 'headers'>;
type Response = Pick<ServerResponse, 'getHeader' | 'setHeader'>;

const resolved = new WeakMap<object, Promise<CurrentSession | null>>();

async function resolve(req: Request, res: Response): Promise<CurrentSession | null> {
  const token = readSessionCookie(req);
  if (!token) return null;
  const { db } = await database();
  const found = await lookupSession(db, token);
  if (found.state !== 'active') {
    // An ended session's cookie goes. An unknown token may belong to a request that raced a login (which
    // replaced it, and whose answer sets the new cookie): clearing it here could log that browser out.
    if (found.state === 'ended') clearSessionCookie(res);
    return null;
  }
  const session = found.session;
  if (session.rotated) setSessionCookie(res, session.rotated.token, session.rotated.persistent, session.rotated.expiresAt);
  return session;
}

export function currentSession(req: Request, res: Response): Promise<CurrentSession | null> {
  let found = resolved.get(req);
  if (!found) {
    found = resolve(req, res);
    resolved.set(req, found);
  }
  return found;
}

export async function currentViewer(req: Request, res: Response): Promise<Viewer | null> {
  const session = await currentSession(req, res);
  return session ? toViewer(session.user) : null;
}

/** What pages and the browser may know of the viewer: no password data, a masked mobile number, whether the login is verified. */
export function toViewer(user: CurrentSession['user']): Viewer {
  return { id: user.id, kind: user.kind, name: user.name, login: maskLogin(user.login), verified: user.loginVerifiedAt !== null };
}

export { maskLogin };
