import { http } from '../http-client';
import { toLocale, type Locale } from '../i18n';
import type { UploadPurpose, UploadView } from './views';

/**
 * The browser's side of POST /api/uploads. The file goes as it is: the server
 * decides its type from its bytes (describeUploadProblem in upload-rules.ts
 * is the optional check before sending). On failure this throws what the
 * request threw: read it with readApiError (lib/api-error.ts) — code
 * `unauthorized` (article images need a login), `payload_too_large`,
 * `unsupported_media_type`, `rate_limited` (with retryAfter), `bad_request`,
 * or `network` (no answer, or the signal aborted the request: check
 * `signal.aborted` first). Messages come in the page's language.
 */

export interface UploadOptions {
  signal?: AbortSignal;
  /** The language of the answer's messages; by default the page's (`<html lang>`, which Next sets per locale). */
  locale?: Locale;
}

function pageLocale(): Locale {
  return toLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

export async function uploadImage(file: File, purpose: UploadPurpose, options: UploadOptions = {}): Promise<UploadView> {
  const form = new FormData();
  // The purpose goes first: the server decides who may upload for it before it reads the file.
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const locale = options.locale ?? pageLocale();
  // No Content-Type here: the browser writes multipart/form-data with the boundary it chose.
  const { data } = await http().instance.post<{ upload: UploadView }>('api/uploads', form, {
    signal: options.signal,
    headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' },
  });
  return data.upload;
}
