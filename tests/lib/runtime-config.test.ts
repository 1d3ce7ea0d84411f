import { resolveApiBaseUrl, setRuntimeApiBaseUrl } from '@/lib/runtime-config';

const saved = process.env.NEXT_PUBLIC_API_BASE_URL;

afterEach(() => {
  setRuntimeApiBaseUrl(undefined);
  if (saved === undefined) delete process.env.NEXT_PUBLIC_API_BASE_URL;
  else process.env.NEXT_PUBLIC_API_BASE_URL = saved;
});

describe('resolveApiBaseUrl', () => {
  it('prefers the runtime setting over the build-time one', () => {
    expect(resolveApiBaseUrl('https://api.example.com', 'https://build.example.com')).toBe('https://api.example.com');
  });

  it('falls back to the build-time setting, then "/"', () => {
    expect(resolveApiBaseUrl(undefined, 'https://build.example.com')).toBe('https://build.example.com');
    expect(resolveApiBaseUrl('', 'https://build.example.com')).toBe('https://build.example.com');
    expect(resolveApiBaseUrl(undefined, undefined)).toBe('/');
    expect(resolveApiBaseUrl('', '')).toBe('/');
  });

  it('reads the runtime setting injected by the server and NEXT_PUBLIC_API_BASE_URL by default', () => {
    delete process.env.NEXT_PUBLIC_API_BASE_URL;
    expect(resolveApiBaseUrl()).toBe('/');

    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://build.example.com';
    expect(resolveApiBaseUrl()).toBe('https://build.example.com');

    setRuntimeApiBaseUrl('https://runtime.example.com');
    expect(resolveApiBaseUrl()).toBe('https://runtime.example.com');

    setRuntimeApiBaseUrl('');
    expect(resolveApiBaseUrl()).toBe('https://build.example.com');
  });
});
