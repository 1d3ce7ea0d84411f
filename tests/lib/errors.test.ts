import { HttpError, isExposable, normaliseError } from '@/lib/errors';

describe('normaliseError', () => {
  it('takes statusCode first', () => {
    expect(normaliseError({ statusCode: 404, status: 400, response: { status: 401 }, message: 'gone' })).toEqual({
      statusCode: 404,
      message: 'gone',
    });
  });

  it('falls back to status, then to response.status', () => {
    expect(normaliseError({ status: 403, response: { status: 401 } }).statusCode).toBe(403);
    expect(normaliseError({ response: { status: 401 } }).statusCode).toBe(401);
  });

  it('defaults to 500 and "Error" for an error without status or message', () => {
    expect(normaliseError({})).toEqual({ statusCode: 500, message: 'Error' });
    expect(normaliseError(new Error())).toEqual({ statusCode: 500, message: 'Error' });
    expect(normaliseError(new Error(''))).toEqual({ statusCode: 500, message: 'Error' });
  });

  it('keeps the message of a plain Error with status 500', () => {
    expect(normaliseError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom' });
  });

  it('uses a thrown string as the message', () => {
    expect(normaliseError('it broke')).toEqual({ statusCode: 500, message: 'it broke' });
    expect(normaliseError('')).toEqual({ statusCode: 500, message: 'Error' });
  });

  it('handles null, undefined and numbers', () => {
    expect(normaliseError(null)).toEqual({ statusCode: 500, message: 'Error' });
    expect(normaliseError(undefined)).toEqual({ statusCode: 500, message: 'Error' });
    expect(normaliseError(42)).toEqual({ statusCode: 500, message: 'Error' });
  });

  it('ignores invalid statuses and moves on to the next source', () => {
    expect(normaliseError({ statusCode: 99 }).statusCode).toBe(500);
    expect(normaliseError({ statusCode: 600 }).statusCode).toBe(500);
    expect(normaliseError({ statusCode: 404.5 }).statusCode).toBe(500);
    expect(normaliseError({ statusCode: '404' }).statusCode).toBe(500);
    expect(normaliseError({ statusCode: Number.NaN, status: 418 }).statusCode).toBe(418);
    expect(normaliseError({ status: 'bad', response: { status: 502 } }).statusCode).toBe(502);
    expect(normaliseError({ response: null }).statusCode).toBe(500);
  });

  it('accepts the boundaries 100 and 599', () => {
    expect(normaliseError({ statusCode: 100 }).statusCode).toBe(100);
    expect(normaliseError({ statusCode: 599 }).statusCode).toBe(599);
  });

  it('ignores a message that is not a string', () => {
    expect(normaliseError({ statusCode: 400, message: 12 }).message).toBe('Error');
  });

  it('reads an axios-like error', () => {
    const axiosLike = Object.assign(new Error('Request failed with status code 404'), {
      isAxiosError: true,
      response: { status: 404, data: {} },
    });
    expect(normaliseError(axiosLike)).toEqual({ statusCode: 404, message: 'Request failed with status code 404' });
  });
});

describe('HttpError', () => {
  it('is an Error carrying a status and an exposable message', () => {
    const error = new HttpError(403, 'Forbidden');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe('Forbidden');
    expect(error.expose).toBe(true);
    expect(normaliseError(error)).toEqual({ statusCode: 403, message: 'Forbidden' });
  });
});

describe('isExposable', () => {
  it('exposes an HttpError even with status 500', () => {
    expect(isExposable(new HttpError(500, 'Unknown middleware x'))).toBe(true);
  });

  it('exposes client errors (< 500) and hides server errors', () => {
    expect(isExposable({ statusCode: 404, message: 'x' })).toBe(true);
    expect(isExposable({ statusCode: 499 })).toBe(true);
    expect(isExposable({ statusCode: 500 })).toBe(false);
    expect(isExposable(new Error('db password leaked'))).toBe(false);
  });

  it('does not expose non-objects', () => {
    expect(isExposable('message')).toBe(false);
    expect(isExposable(null)).toBe(false);
    expect(isExposable(undefined)).toBe(false);
  });

  it('needs expose to be exactly true', () => {
    expect(isExposable({ expose: 'yes', statusCode: 500 })).toBe(false);
  });
});
