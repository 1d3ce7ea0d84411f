import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ACCEPT_HEADER, createHttpClient, http as sharedHttp } from '@/lib/http-client';
import { setRuntimeApiBaseUrl } from '@/lib/runtime-config';

function fakeProgress() {
  return { begin: jest.fn(), end: jest.fn() };
}

/** Answers every request without the network and remembers its config. */
function answering(status = 200, data: unknown = { ok: true }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    }
    return response;
  };
  return { adapter, seen };
}

const header = (config: InternalAxiosRequestConfig | undefined, name: string) => config?.headers.get(name);

describe('createHttpClient', () => {
  it('sends Accept "application/json, text/plain, */*"', async () => {
    expect(ACCEPT_HEADER).toBe('application/json, text/plain, */*');
    const client = createHttpClient(fakeProgress(), '/');
    const { adapter, seen } = answering();
    client.instance.defaults.adapter = adapter;
    await client.instance.get('/api/health');
    expect(header(seen[0], 'Accept')).toBe('application/json, text/plain, */*');
  });

  it('uses the given base URL', async () => {
    const client = createHttpClient(fakeProgress(), 'https://api.example.com');
    expect(client.instance.defaults.baseURL).toBe('https://api.example.com');
  });

  describe('base URL by default: runtime, else build (NEXT_PUBLIC_API_BASE_URL), else "/"', () => {
    const saved = process.env.NEXT_PUBLIC_API_BASE_URL;
    afterEach(() => {
      setRuntimeApiBaseUrl(undefined);
      if (saved === undefined) delete process.env.NEXT_PUBLIC_API_BASE_URL;
      else process.env.NEXT_PUBLIC_API_BASE_URL = saved;
    });

    it('is "/" with nothing configured', () => {
      delete process.env.NEXT_PUBLIC_API_BASE_URL;
      expect(createHttpClient(fakeProgress()).instance.defaults.baseURL).toBe('/');
    });

    it('is the build setting without a runtime one', () => {
      process.env.NEXT_PUBLIC_API_BASE_URL = 'https://build.example.com';
      expect(createHttpClient(fakeProgress()).instance.defaults.baseURL).toBe('https://build.example.com');
    });

    it('is the runtime setting when there is one', () => {
      process.env.NEXT_PUBLIC_API_BASE_URL = 'https://build.example.com';
      setRuntimeApiBaseUrl('https://runtime.example.com');
      expect(createHttpClient(fakeProgress()).instance.defaults.baseURL).toBe('https://runtime.example.com');
    });
  });

  describe('setToken', () => {
    it('sets Authorization with a scheme', async () => {
      const client = createHttpClient(fakeProgress(), '/');
      const { adapter, seen } = answering();
      client.instance.defaults.adapter = adapter;
      client.setToken('abc123', 'Bearer');
      await client.instance.get('/x');
      expect(header(seen[0], 'Authorization')).toBe('Bearer abc123');
    });

    it('sets the bare token without a scheme', async () => {
      const client = createHttpClient(fakeProgress(), '/');
      const { adapter, seen } = answering();
      client.instance.defaults.adapter = adapter;
      client.setToken('abc123');
      await client.instance.get('/x');
      expect(header(seen[0], 'Authorization')).toBe('abc123');
    });

    it.each([null, undefined, ''])('clears Authorization for %j', async (empty) => {
      const client = createHttpClient(fakeProgress(), '/');
      const { adapter, seen } = answering();
      client.instance.defaults.adapter = adapter;
      client.setToken('abc123', 'Bearer');
      client.setToken(empty);
      await client.instance.get('/x');
      expect(header(seen[0], 'Authorization')).toBeUndefined();
    });
  });

  describe('progress', () => {
    it('begins and ends once for a successful request', async () => {
      const progress = fakeProgress();
      const client = createHttpClient(progress, '/');
      client.instance.defaults.adapter = answering().adapter;
      const response = await client.instance.get('/x');
      expect(response.data).toEqual({ ok: true });
      expect(progress.begin).toHaveBeenCalledTimes(1);
      expect(progress.end).toHaveBeenCalledTimes(1);
      expect(progress.end).toHaveBeenCalledWith(false);
    });

    it('ends as failed for an error response and rejects with it', async () => {
      const progress = fakeProgress();
      const client = createHttpClient(progress, '/');
      client.instance.defaults.adapter = answering(500).adapter;
      await expect(client.instance.get('/x')).rejects.toMatchObject({
        message: 'Request failed with status code 500',
        response: { status: 500 },
      });
      expect(progress.begin).toHaveBeenCalledTimes(1);
      expect(progress.end).toHaveBeenCalledTimes(1);
      expect(progress.end).toHaveBeenCalledWith(true);
    });

    it('counts concurrent requests', async () => {
      const progress = fakeProgress();
      const client = createHttpClient(progress, '/');
      client.instance.defaults.adapter = answering().adapter;
      await Promise.all([client.instance.get('/a'), client.instance.get('/b'), client.instance.get('/c')]);
      expect(progress.begin).toHaveBeenCalledTimes(3);
      expect(progress.end).toHaveBeenCalledTimes(3);
    });
  });

  describe('network failures keep axios messages', () => {
    let server: http.Server;
    let origin: string;

    beforeAll(async () => {
      // answers nothing: requests to it time out
      server = http.createServer(() => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('passes an adapter "Network Error" through unchanged', async () => {
      const progress = fakeProgress();
      const client = createHttpClient(progress, '/');
      const networkError = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      client.instance.defaults.adapter = async () => {
        throw networkError;
      };
      await expect(client.instance.get('/x')).rejects.toBe(networkError);
      expect(networkError.message).toBe('Network Error');
      expect(progress.end).toHaveBeenCalledWith(true);
    });

    it('reports a refused connection as "Network Error"', async () => {
      const progress = fakeProgress();
      // a port that was just free: nothing listens there
      const probe = http.createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const closedPort = (probe.address() as AddressInfo).port;
      await new Promise((resolve) => probe.close(resolve));

      const client = createHttpClient(progress, `http://127.0.0.1:${closedPort}`);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(client.instance.get('/x')).rejects.toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
      expect(progress.end).toHaveBeenCalledWith(true);
    });

    it('reports a time-out as "timeout of N ms exceeded"', async () => {
      const progress = fakeProgress();
      const client = createHttpClient(progress, origin);
      await expect(client.instance.get('/slow', { timeout: 50 })).rejects.toMatchObject({
        message: 'timeout of 50ms exceeded',
      });
      expect(progress.end).toHaveBeenCalledWith(true);
    });
  });
});

describe('http()', () => {
  it('returns one shared client', () => {
    expect(sharedHttp()).toBe(sharedHttp());
    expect(sharedHttp().instance.defaults.headers.Accept).toBe(ACCEPT_HEADER);
  });
});
