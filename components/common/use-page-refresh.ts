import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { withMinimumDelay } from '@/lib/min-delay';

/**
 * Reads the page's data again (its getServerSideProps, through the router, at
 * the same address and scroll position) with a loading state that stays on
 * for at least docs/spec.md §4.2's minimum display (FETCH_MIN_DISPLAY_MS, 200 ms), so
 * a fast answer does not make it flash. `refresh` resolves to whether the
 * router showed the new data (false when a newer navigation took its place).
 */
export function usePageRefresh() {
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      return await withMinimumDelay(() => router.replace(router.asPath, undefined, { scroll: false }));
    } finally {
      setRefreshing(false);
    }
  }, [router]);
  return { refreshing, refresh };
}
