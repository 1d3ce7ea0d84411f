/**
 * Settings the server injects at request time (through page props), read by
 * client code that must not wait for a rebuild when an operator changes them.
 */

let runtimeApiBaseUrl: string | undefined;

export function setRuntimeApiBaseUrl(url: string | undefined): void {
  runtimeApiBaseUrl = url || undefined;
}

/** Base URL for API calls: runtime setting, else the build-time setting, else "/". */
export function resolveApiBaseUrl(
  runtime: string | undefined = runtimeApiBaseUrl,
  buildTime: string | undefined = process.env.NEXT_PUBLIC_API_BASE_URL,
): string {
  return runtime || buildTime || '/';
}
