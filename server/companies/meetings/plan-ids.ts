import type { CurrentSession } from '../../auth/sessions';
import type { Executor } from '../../db';
import { savedCompanyIds } from './saved';

/** The companies of a visit plan: the account's saved ones (when logged in) followed by the browser's, once each. */
export async function planCompanyIds(db: Executor, session: CurrentSession | null, browserIds: readonly number[]): Promise<number[]> {
  const saved = session ? await savedCompanyIds(db, session.user.id) : [];
  return [...new Set([...saved, ...browserIds])];
}
