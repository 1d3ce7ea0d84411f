import { UPLOAD_MAX_PIXELS } from '@/lib/uploads/rules';
import { ApiError, defaultMessage, type ApiErrorCode, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import type { UploadProblem, UploadProblemReason } from './problem';

/** The upload API's answers in the request's language (the `uploads` namespace). */

export const uploadText = messagesOf('uploads');

/**
 * Each refusal's code and message. A pixel flood is 413 like an oversized
 * file: the image is too large — to decode rather than to send — and the
 * client's remedy is the same (a smaller image); 415 stays for what is not an
 * image of an allowed type at all.
 */
const ANSWER: Record<Exclude<UploadProblemReason, 'bad_purpose'>, { code: ApiErrorCode; key: string }> = {
  login_required: { code: 'unauthorized', key: 'errors.loginRequired' },
  no_file: { code: 'bad_request', key: 'errors.noFile' },
  too_many_files: { code: 'bad_request', key: 'errors.tooManyFiles' },
  malformed: { code: 'bad_request', key: 'errors.malformed' },
  field_after_file: { code: 'bad_request', key: 'errors.fieldOrder' },
  too_large: { code: 'payload_too_large', key: 'errors.tooLarge' },
  too_many_pixels: { code: 'payload_too_large', key: 'errors.tooManyPixels' },
  too_many_frames: { code: 'payload_too_large', key: 'errors.tooManyFrames' },
  unsupported_type: { code: 'unsupported_media_type', key: 'errors.unsupportedType' },
  undecodable: { code: 'unsupported_media_type', key: 'errors.undecodable' },
  not_as_named: { code: 'unsupported_media_type', key: 'errors.notAsNamed' },
};

export async function uploadError(problem: UploadProblem, locale: ApiLocale): Promise<ApiError> {
  // The field's message is a translation key: the API wrapper answers it in the request's language.
  if (problem.reason === 'bad_purpose') {
    return new ApiError('validation_failed', defaultMessage('validation_failed', locale), { purpose: ['uploads:errors.purpose'] });
  }
  const { code, key } = ANSWER[problem.reason];
  const values = { megapixels: UPLOAD_MAX_PIXELS / 1_000_000, wan: UPLOAD_MAX_PIXELS / 10_000, ...problem.values };
  return new ApiError(code, await uploadText(locale, key, values));
}


/** One answer for an unknown id, a malformed one and a private upload the viewer may not see, so none can be told apart. */
export async function uploadNotFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await uploadText(locale, 'errors.notFound'));
}
