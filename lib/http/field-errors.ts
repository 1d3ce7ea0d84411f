import { config, type ZodError, type ZodType } from 'zod';

// In the browser, zod must not probe for eval (`new Function`): the site's Content-Security-Policy forbids it, and the
// probe is reported as a violation on every page with a form. Every client module that validates imports this one.
// The server keeps zod's faster compiled object parsing.
if (typeof window !== 'undefined') config({ jitless: true });

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

/**
 * The `when` of a rule between fields (a zod refine that runs although other
 * fields have issues, so every problem shows at once): only when the input was
 * an object — an issue at the root means it was not, and the rule would read
 * fields of null — and none of `fields` has an issue of its own.
 */
export function whenFieldsRead(fields: readonly PropertyKey[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    payload.issues.every((issue) => (issue.path?.length ?? 0) > 0 && !fields.includes(issue.path![0]!));
}
