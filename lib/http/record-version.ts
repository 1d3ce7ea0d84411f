import { z } from 'zod';

/**
 * A record's version, as the forms that edit articles, exhibitor accounts,
 * jobs, consultants and partners carry it: the record's `updatedAt` (ISO) when
 * the form was opened. A save sends it back as `version`; the server compares
 * it with the record's under the row lock, in the transaction that writes, and
 * a save based on an older version is refused — 409 `conflict` with
 * `fields.version` (someone else saved first), nothing written. A save without
 * one is a 400. Messages are keys of the `console` namespace. (The forms tell
 * that 409 with `isStaleSave` of lib/api-error.ts, which needs no zod.)
 */

const MISSING = 'console:version.missing';

/** The version a save is based on (required: no save can skip the check). */
export const recordVersion = z.string({ error: MISSING }).min(1, MISSING).max(40, MISSING);

/** The version an action may send (publish, unpublish, delete; a new record's form has none): checked when it is there ('' is none). */
export const optionalRecordVersion = z
  .string({ error: MISSING })
  .max(40, MISSING)
  .optional()
  .transform((value) => value || undefined);
