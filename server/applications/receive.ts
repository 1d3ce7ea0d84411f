import type { IncomingMessage } from 'node:http';
import { RESUME_MAX_BYTES } from '@/lib/applications/rules';
import { applicationFieldsSchema, fieldsFromForm, type ApplicationFields } from '@/lib/applications/schema';
import { fieldErrors } from '@/lib/http/field-errors';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { guardBody } from '../http/input-guard';
import { readUploadForm } from '../uploads/parse-multipart';
import { inspectResume, type InspectedResume } from './resume';

/**
 * An application as POST /api/jobs/{id}/applications receives it: one
 * multipart form, the text fields first and the résumé (`file`) last, read
 * from the request stream. The fields are checked with the form's own schema
 * as soon as the file starts, and `check` runs then (the per-number limit):
 * a refusal answers before a byte of the file is read. Then the file's bytes
 * are judged (resume.ts). Refusals: an ApiError (fields, limits) or an
 * UploadProblem (the file, the form).
 */

/** The form's text fields: eight, and room for a cover note of 1 000 characters in UTF-8. */
const FIELDS = { count: 12, size: 8 * 1024 };

function parseFields(raw: Readonly<Record<string, string>>, locale: ApiLocale): ApplicationFields {
  // The input guard of every JSON body (a NUL, a lone surrogate…), which the route wrapper cannot apply to a multipart form.
  const problems = guardBody(raw);
  if (Object.keys(problems).length > 0) throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), problems);
  const parsed = applicationFieldsSchema.safeParse(fieldsFromForm(raw));
  if (!parsed.success) throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), fieldErrors(parsed.error));
  return parsed.data;
}

export async function receiveApplication(
  req: IncomingMessage,
  locale: ApiLocale,
  check: (fields: ApplicationFields) => Promise<void>,
): Promise<{ fields: ApplicationFields; resume: InspectedResume }> {
  const form = await readUploadForm(req, {
    maxBytes: RESUME_MAX_BYTES,
    fields: FIELDS,
    beforeFile: (raw) => check(parseFields(raw, locale)),
  });
  // beforeFile has passed these fields already (there is a file), so they parse.
  const fields = parseFields(form.fields, locale);
  return { fields, resume: await inspectResume(form.bytes, form.filename) };
}
