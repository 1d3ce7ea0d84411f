import type { ZodError, ZodType } from 'zod';

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

/** The schema's messages per field (translation keys), or null when the input is valid. */
export function validate(schema: ZodType, input: unknown): FieldErrors | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : fieldErrors(parsed.error);
}
