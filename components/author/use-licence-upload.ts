import { useEffect, useRef, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { UPLOAD_MAX_BYTES } from '@/lib/uploads/rules';
import type { UploadView } from '@/lib/uploads/views';
import { loadCertificationClient } from './load-certification-client';

/** The licence image types the form offers (the server decides from the bytes; these are what a phone's camera or scanner makes). */
export const LICENCE_TYPES = ['image/jpeg', 'image/png'] as const;

export type LicenceUpload =
  | { phase: 'empty' }
  | { phase: 'uploading'; preview: string; name: string }
  | { phase: 'done'; preview: string; name: string; upload: UploadView }
  | { phase: 'failed'; message: string };

/**
 * A licence image uploaded as soon as it is chosen, with a local preview
 * (an object URL, revoked when replaced or unmounted). Choosing again cancels
 * an upload still on its way, so only the last choice counts.
 */
export function useLicenceUpload(messages: { network: string; type: string; tooLarge: string }) {
  const [state, setState] = useState<LicenceUpload>({ phase: 'empty' });
  const request = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  function release() {
    request.current?.abort();
    request.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }

  useEffect(() => release, []);

  async function choose(file: File) {
    release();
    if (!(LICENCE_TYPES as readonly string[]).includes(file.type)) {
      setState({ phase: 'failed', message: messages.type });
      return;
    }
    // The server would refuse it too, but only after a phone had sent megabytes for nothing.
    if (file.size > UPLOAD_MAX_BYTES) {
      setState({ phase: 'failed', message: messages.tooLarge });
      return;
    }
    const url = URL.createObjectURL(file);
    const controller = new AbortController();
    preview.current = url;
    request.current = controller;
    setState({ phase: 'uploading', preview: url, name: file.name });
    try {
      const client = await loadCertificationClient();
      const upload = await client.uploadImage(file, 'licence', { signal: controller.signal });
      if (!controller.signal.aborted) setState({ phase: 'done', preview: url, name: file.name, upload });
    } catch (error) {
      if (controller.signal.aborted) return;
      release();
      setState({ phase: 'failed', message: readApiError(error, messages.network).message });
    }
  }

  return { state, choose };
}
