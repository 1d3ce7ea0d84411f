/** The codes of the API's one error shape (docs/style.md "The API"), shared by the server and the browser. */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
