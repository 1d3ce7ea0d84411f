/**
 * @jest-environment jsdom
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { readApiError } from '@/lib/api-error';
import { EDITOR_IMAGE_TYPES } from '@/lib/constants';
import { http } from '@/lib/http-client';
import { uploadImage } from '@/lib/uploads/client';
import { describeUploadProblem, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_TYPES } from '@/lib/uploads/rules';
import type { UploadView } from '@/lib/uploads/views';
import en from '@/locales/en/uploads.json';
import zh from '@/locales/zh-CN/uploads.json';

/**
 * The browser's side of uploads (lib/uploads/rules.ts, lib/uploads/client.ts),
 * in a browser-like environment. It lives with the upload tests of the server
 * because it is the same contract seen from the other end.
 */

const VIEW: UploadView = { id: 'AbCdEfGhIjKlMnOpQrStUv', url: '/api/uploads/AbCdEfGhIjKlMnOpQrStUv', purpose: 'licence', type: 'image/png', size: 773, width: 24, height: 16 };

/** Answers the upload without the network and remembers the request. */
function answering(status: number, data: unknown, headers: Record<string, string> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  http().instance.defaults.adapter = adapter;
  return seen;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' });

describe('upload rules', () => {
  it('allow 5 MB, 40 megapixels and the editor’s five image types', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(UPLOAD_MAX_PIXELS).toBe(40_000_000);
    expect(UPLOAD_TYPES).toBe(EDITOR_IMAGE_TYPES);
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining([...EDITOR_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.ico']));
  });

  it.each<[string, { size: number; type: string }, ReturnType<typeof describeUploadProblem>]>([
    ['a PNG', { size: 1000, type: 'image/png' }, null],
    ['an icon as Windows declares it', { size: 1000, type: 'image/vnd.microsoft.icon' }, null],
    ['a file of no declared type (the server reads its bytes)', { size: 1000, type: '' }, null],
    ['exactly 5 MB', { size: 5 * 1024 * 1024, type: 'image/jpeg' }, null],
    ['one byte over 5 MB', { size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' }, { key: 'uploads:errors.tooLarge', values: { limit: 5 } }],
    ['an SVG', { size: 1000, type: 'image/svg+xml' }, { key: 'uploads:errors.unsupportedType', values: {} }],
    ['a PDF', { size: 1000, type: 'application/pdf' }, { key: 'uploads:errors.unsupportedType', values: {} }],
    ['an empty file', { size: 0, type: 'image/png' }, { key: 'uploads:errors.noFile', values: {} }],
  ])('describe %s before it is sent', (_, file, expected) => {
    expect(describeUploadProblem(file)).toEqual(expected);
  });

  it('have every message in both languages', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    const base = (key: string) => key.replace(/_(one|other)$/, '');
    expect(new Set(keys(zh).map(base))).toEqual(new Set(keys(en).map(base)));
  });
});

describe('uploadImage', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('posts the purpose, then the file, as a form, and answers the upload', async () => {
    const seen = answering(201, { upload: VIEW });
    const controller = new AbortController();
    const file = png();
    expect(await uploadImage(file, 'licence', { signal: controller.signal })).toEqual(VIEW);
    const [config] = seen;
    expect(config?.method).toBe('post');
    expect(config?.url).toBe('api/uploads');
    expect(config?.signal).toBe(controller.signal);
    const form = config?.data as FormData;
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('licence');
    expect((form.get('file') as File).name).toBe('licence.png');
  });

  it('asks for answers in the page’s language, or the one it is given', async () => {
    const seen = answering(201, { upload: VIEW });
    await uploadImage(png(), 'image');
    document.documentElement.lang = 'en';
    await uploadImage(png(), 'image');
    await uploadImage(png(), 'image', { locale: 'zh-CN' });
    expect(seen.map((config) => config.headers.get('Accept-Language'))).toEqual(['zh-CN', 'en', 'zh-CN']);
  });

  it('throws the API’s error, which readApiError reads for the form', async () => {
    answering(429, { error: { code: 'rate_limited', message: '上传过于频繁，请 60 分钟后再试' } }, { 'retry-after': '3600' });
    const error = await uploadImage(png(), 'image').catch((thrown: unknown) => thrown);
    expect(readApiError(error, 'network')).toEqual({
      status: 429,
      code: 'rate_limited',
      message: '上传过于频繁，请 60 分钟后再试',
      fields: {},
      retryAfter: 3600,
    });
  });
});
