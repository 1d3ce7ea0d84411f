/**
 * One error normaliser for pages, the error page and the HTTP client:
 * status from `statusCode`, else `status`, else `response.status`, else 500;
 * message from the error, else "Error".
 */

export interface NormalisedError {
  statusCode: number;
  message: string;
}

/** An error that carries an HTTP status and whose message may be shown to the visitor. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly expose = true;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

const DEFAULT_STATUS = 500;
const DEFAULT_MESSAGE = 'Error';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function validStatus(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599
    ? value
    : undefined;
}

export function normaliseError(error: unknown): NormalisedError {
  const record = asRecord(error);
  if (!record) {
    return {
      statusCode: DEFAULT_STATUS,
      message: typeof error === 'string' && error ? error : DEFAULT_MESSAGE,
    };
  }
  const statusCode =
    validStatus(record.statusCode) ??
    validStatus(record.status) ??
    validStatus(asRecord(record.response)?.status) ??
    DEFAULT_STATUS;
  const message =
    typeof record.message === 'string' && record.message ? record.message : DEFAULT_MESSAGE;
  return { statusCode, message };
}

/** True when the message of this error may be shown to a visitor as it is. */
export function isExposable(error: unknown): boolean {
  const record = asRecord(error);
  if (!record) return false;
  if (record.expose === true) return true;
  const { statusCode } = normaliseError(error);
  return statusCode < 500;
}
