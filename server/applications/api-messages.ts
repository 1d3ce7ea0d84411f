import { ApiError, defaultMessage, type ApiErrorCode, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import type { UploadProblem, UploadProblemReason } from '../uploads/problem';
import { RESUME_MAX_BYTES } from '@/lib/applications/rules';

/** The application API's answers in the request's language (the `applications` namespace). */

export const applicationsText = messagesOf('applications');

/** An unknown or hidden job: the same 404 as any id that names none. */
export async function jobNotFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await applicationsText(locale, 'api.jobNotFound'));
}

/** A job past its closing day takes no more applications (the page says so instead of the form). */
export async function jobClosedError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('conflict', await applicationsText(locale, 'api.jobClosed'), { job: [await applicationsText(locale, 'api.jobClosed')] });
}

/** One answer for a wrong reference and a wrong mobile number, so that neither can be probed. */
export async function lookupNotFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await applicationsText(locale, 'api.lookupNotFound'));
}

/**
 * A refused résumé: what is wrong with the file is said on the `resume` field
 * (the form shows it there) under the upload's own status — 413 too large, 415
 * not one of the types by its bytes or not readable as one, 400 none sent; a
 * malformed form is a plain 400.
 */
const RESUME_ANSWER: Partial<Record<UploadProblemReason, { code: ApiErrorCode; key: string }>> = {
  no_file: { code: 'validation_failed', key: 'form.errors.resumeRequired' },
  too_large: { code: 'payload_too_large', key: 'form.errors.resumeTooLarge' },
  too_many_pixels: { code: 'payload_too_large', key: 'form.errors.resumeTooManyPixels' },
  too_many_frames: { code: 'payload_too_large', key: 'form.errors.resumeTooManyPixels' },
  unsupported_type: { code: 'unsupported_media_type', key: 'form.errors.resumeType' },
  undecodable: { code: 'unsupported_media_type', key: 'form.errors.resumeUnreadable' },
  not_as_named: { code: 'unsupported_media_type', key: 'form.errors.resumeNotAsNamed' },
};

export async function resumeError(problem: UploadProblem, locale: ApiLocale): Promise<ApiError> {
  const answer = RESUME_ANSWER[problem.reason];
  if (!answer) return new ApiError('bad_request', await applicationsText(locale, 'api.malformed'));
  const message = await applicationsText(locale, answer.key, { limit: RESUME_MAX_BYTES / 1024 / 1024, ...problem.values });
  const summary = answer.code === 'validation_failed' ? defaultMessage('validation_failed', locale) : message;
  return new ApiError(answer.code, summary, { resume: [message] });
}
