import { useRouter } from 'next/router';
import { useState } from 'react';
import { useViewer } from '@/components/providers/viewer-context';
import { loadAuthClient } from '@/lib/auth/load-client';
import { useTranslation } from '@/lib/use-translation';

/**
 * Logging out from a button: this session (`this`) or every session of the account (`everywhere`), then the
 * viewer is a visitor and the page goes to `then`. `busy` while it runs; `failed` when the site did not answer
 * (the button can be pressed again).
 */
export function useLogOut(scope: 'this' | 'everywhere', then: string) {
  const { i18n } = useTranslation();
  const router = useRouter();
  const { setViewer } = useViewer();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function logOut() {
    setBusy(true);
    setFailed(false);
    try {
      const client = await loadAuthClient();
      await (scope === 'everywhere' ? client.logOutEverywhere(i18n.language) : client.logOut(i18n.language));
      setViewer(null);
      await router.replace(then);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return { busy, failed, logOut };
}
