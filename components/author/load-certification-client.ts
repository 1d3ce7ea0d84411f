/** The certification API client (axios, zod, the upload client) in its own chunk: forms load it when first touched. */
let loading: Promise<typeof import('@/lib/certifications/client')> | undefined;

export type CertificationClient = typeof import('@/lib/certifications/client');

export function loadCertificationClient(): Promise<CertificationClient> {
  loading ??= import('@/lib/certifications/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
