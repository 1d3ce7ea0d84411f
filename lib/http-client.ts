import axios, { type AxiosInstance } from 'axios';
import { progress as defaultProgress, type ProgressController } from './progress';
import { resolveApiBaseUrl } from './runtime-config';

/**
 * The browser's HTTP client (docs/spec.md §7.1): base URL from the runtime
 * setting, else the build setting, else "/"; Accept JSON or plain text; an
 * optional Authorization token with an optional scheme. Every request counts
 * toward the progress bar. Network failures keep axios's own messages
 * ("Network Error", "Request aborted", "timeout of N ms exceeded").
 */

export const ACCEPT_HEADER = 'application/json, text/plain, */*';

export interface HttpClient {
  instance: AxiosInstance;
  setToken(token: string | null | undefined, scheme?: string): void;
}

export function createHttpClient(
  progress: Pick<ProgressController, 'begin' | 'end'> = defaultProgress,
  baseURL: string = resolveApiBaseUrl(),
): HttpClient {
  const instance = axios.create({ baseURL, headers: { Accept: ACCEPT_HEADER } });

  instance.interceptors.request.use(
    (config) => {
      progress.begin();
      return config;
    },
    (error: unknown) => {
      progress.end(true);
      return Promise.reject(error);
    },
  );
  instance.interceptors.response.use(
    (response) => {
      progress.end(false);
      return response;
    },
    (error: unknown) => {
      progress.end(true);
      return Promise.reject(error);
    },
  );

  return {
    instance,
    setToken(token, scheme) {
      if (!token) {
        delete instance.defaults.headers.common.Authorization;
        return;
      }
      instance.defaults.headers.common.Authorization = scheme ? `${scheme} ${token}` : token;
    },
  };
}

let shared: HttpClient | undefined;

/** The page's client, made on first use so that the runtime base URL is known by then. */
export function http(): HttpClient {
  shared ??= createHttpClient();
  return shared;
}
