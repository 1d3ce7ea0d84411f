import type { ZodError } from 'zod';

/** Messages per field of a zod error, keyed by the field's dotted path ("_" for the input as a whole): the API's `fields` and the forms' errors. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
