/** The certification API client (axios, zod, the upload client) in its own chunk: forms load it when first touched. */
let loading: Promise<typeof import('@/lib/certification-client')> | undefined;

export type CertificationClient = typeof import('@/lib/certification-client');

export function loadCertificationClient(): Promise<CertificationClient> {
  loading ??= import('@/lib/certification-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
