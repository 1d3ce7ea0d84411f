import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '@/components/providers/viewer-context';
import { loadMeetingClient } from '@/lib/companies/load-meeting-client';
import { readLocalSaved, SAVED_CHANGED, writeLocalSaved } from '@/lib/companies/saved-store';
import type { Locale } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

/**
 * 我的展商 as the page's toggles and lists see it: before login, the browser's list (lib/companies/saved-store.ts);
 * logged in, the account's — after the browser's list was merged into it (once: the first logged-in page that
 * asks merges and clears it). Every hook on the page follows a change made by any of them.
 */

let accountIds: Promise<number[]> | null = null;

/** Merges the browser's list into the account (then clears it), once per page load; the account's ids after. */
export function accountSaved(locale: Locale): Promise<number[]> {
  accountIds ??= (async () => {
    const client = await loadMeetingClient();
    const local = readLocalSaved();
    if (local.length > 0) {
      await client.saveCompanies(local, locale);
      writeLocalSaved([]);
    }
    const { companies } = await client.savedCompanies(locale);
    return companies.map((company) => company.id);
  })();
  accountIds.catch(() => {
    accountIds = null;
  });
  return accountIds;
}

function changed() {
  window.dispatchEvent(new Event(SAVED_CHANGED));
}

export function useSavedCompanies() {
  const { viewer } = useViewer();
  const { i18n } = useTranslation('meetings');
  const locale = i18n.language as Locale;
  const loggedIn = viewer !== null;
  const [saved, setSaved] = useState<ReadonlySet<number> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      const read = loggedIn ? accountSaved(locale) : Promise.resolve(readLocalSaved());
      read.then(
        (ids) => live && setSaved(new Set(ids)),
        () => live && setFailed(true),
      );
    };
    refresh();
    window.addEventListener(SAVED_CHANGED, refresh);
    return () => {
      live = false;
      window.removeEventListener(SAVED_CHANGED, refresh);
    };
  }, [loggedIn, locale]);

  const toggle = useCallback(
    async (companyId: number) => {
      const isSaved = saved?.has(companyId) ?? false;
      setFailed(false);
      if (!loggedIn) {
        const local = readLocalSaved();
        writeLocalSaved(isSaved ? local.filter((id) => id !== companyId) : [...local, companyId]);
        return;
      }
      try {
        const client = await loadMeetingClient();
        if (isSaved) await client.unsaveCompany(companyId, locale);
        else await client.saveCompanies([companyId], locale);
        accountIds = null;
        changed();
      } catch {
        setFailed(true);
      }
    },
    [saved, loggedIn, locale],
  );

  return { saved, failed, toggle, loggedIn };
}
