import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loginKindOf, normaliseLogin, passwordSchema } from '@/lib/auth/schema';
import { attachToActivities, missingActivities } from '../activities/exhibitors';
import type { Db } from '../db';
import { createUser, LoginTakenError, passwordProblem, type NewUser } from '../auth/users';

/**
 * `npm run user:create -- --kind admin|editor|exhibitor --login …`: staff and
 * exhibitor accounts, which nobody can sign up for. The password comes from
 * USER_PASSWORD or is asked for (twice, not echoed). Exhibitors also take
 * their company (required), booth and contact, and the activities they take
 * part in (--activity, repeatable; staff change them on the activity's form).
 */

export const USAGE = `Usage: npm run user:create -- --kind admin|editor|exhibitor --login <login> [options]

  --kind            admin, editor or exhibitor (members sign up on the site)
  --login           what the account logs in with: a mainland mobile number, an e-mail
                    address, or a user name (3–32 letters, digits, . _ -, starting with a letter)
  --name            the name shown in the header (default: the company for exhibitors)
  Exhibitors:
  --company         the exhibiting company (required)
  --booth-hall      e.g. "1 号馆"
  --booth-number    e.g. "A108"
  --contact-name, --contact-phone, --contact-email
  --activity        the id of an activity the exhibitor takes part in (may be repeated):
                    it may check in that activity's tickets
  -h, --help        this text

The password is read from the USER_PASSWORD environment variable, or asked for.`;

const KINDS = ['admin', 'editor', 'exhibitor'] as const;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface CommandInput extends Omit<NewUser, 'password'> {
  kind: (typeof KINDS)[number];
  /** Exhibitors: the activities to attach the account to (absent when none). */
  activityIds?: number[];
}

/** Reads the command line; a missing or bad option is a UsageError saying which. */
export function parseCommand(argv: string[]): CommandInput {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        kind: { type: 'string' },
        login: { type: 'string' },
        name: { type: 'string' },
        company: { type: 'string' },
        'booth-hall': { type: 'string' },
        'booth-number': { type: 'string' },
        'contact-name': { type: 'string' },
        'contact-phone': { type: 'string' },
        'contact-email': { type: 'string' },
        activity: { type: 'string', multiple: true },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const kind = z.enum(KINDS).safeParse(parsed.kind);
  if (!kind.success) throw new UsageError('--kind must be admin, editor or exhibitor');
  const login = normaliseLogin(parsed.login ?? '');
  if (!login) throw new UsageError('--login is required');
  if (!loginKindOf(login)) throw new UsageError(`--login "${parsed.login}" is not a mobile number, an e-mail address or a user name`);
  const company = parsed.company?.trim() ?? '';
  if (kind.data === 'exhibitor' && !company) throw new UsageError('--company is required for an exhibitor');
  if (kind.data !== 'exhibitor' && company) throw new UsageError('--company is only for exhibitors');
  const activities = parsed.activity ?? [];
  if (kind.data !== 'exhibitor' && activities.length > 0) throw new UsageError('--activity is only for exhibitors');
  const badActivity = activities.find((id) => !/^[1-9]\d{0,9}$/.test(id.trim()));
  if (badActivity !== undefined) throw new UsageError(`--activity "${badActivity}" is not an activity id`);
  const activityIds = [...new Set(activities.map((id) => Number(id.trim())))];
  return {
    kind: kind.data,
    login,
    name: parsed.name?.trim() || company,
    ...(kind.data === 'exhibitor'
      ? {
          exhibitor: {
            company,
            boothHall: parsed['booth-hall']?.trim() ?? '',
            boothNumber: parsed['booth-number']?.trim() ?? '',
            contactName: parsed['contact-name']?.trim() ?? '',
            contactPhone: parsed['contact-phone']?.trim() ?? '',
            contactEmail: parsed['contact-email']?.trim() ?? '',
          },
        }
      : {}),
    ...(activityIds.length > 0 ? { activityIds } : {}),
  };
}

/** The password's problems in plain English (the command line is for operators), or null. */
export function passwordError(password: string, login: string): string | null {
  const result = passwordSchema.safeParse(password);
  if (!result.success) {
    const code = result.error.issues[0]?.message ?? '';
    if (code.endsWith('passwordTooShort')) return 'The password needs at least 8 characters.';
    if (code.endsWith('passwordTooLong')) return 'The password can have at most 128 characters.';
    return 'A password is required.';
  }
  if (normaliseLogin(password) === login) return 'The password must not be the login.';
  if (passwordProblem(password) === 'common') return 'This password is one of the most common ones; choose another.';
  return null;
}

/** Creates the account (attached to its activities); a login in use or an unknown activity is a UsageError. Returns a line to print. */
export async function runUserCreate(db: Db, { activityIds = [], ...input }: CommandInput, password: string): Promise<string> {
  const problem = passwordError(password, input.login);
  if (problem) throw new UsageError(problem);
  const missing = await missingActivities(db, activityIds);
  if (missing.length > 0) throw new UsageError(`No activity has the id ${missing.join(', ')}.`);
  try {
    const user = await createUser(db, { ...input, password });
    await attachToActivities(db, user.id, activityIds);
    const attached = activityIds.length > 0 ? ` It takes part in activit${activityIds.length === 1 ? 'y' : 'ies'} ${activityIds.map((id) => `#${id}`).join(', ')}.` : '';
    return `Created ${user.kind} #${user.id} with the login ${user.login}.${attached}`;
  } catch (error) {
    if (error instanceof LoginTakenError) throw new UsageError(`An account with the login ${error.login} already exists.`);
    throw error;
  }
}
