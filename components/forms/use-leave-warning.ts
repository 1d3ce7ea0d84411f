import { useEffect } from 'react';
import { addNavigationGuard } from '@/lib/navigate';
import { useTranslation } from '@/lib/use-translation';

/**
 * While `active` (a form with unsaved changes), leaving asks first: closing or
 * reloading the tab with the browser's own question, a link or button of the
 * site (lib/navigate.ts) with ours — answered "cancel", the navigation is
 * aborted and reported as docs/spec.md §8 says ("Navigation aborted … via a
 * navigation guard"), and the form stays as it is.
 */
export function useLeaveWarning(active: boolean) {
  const { t } = useTranslation('common');
  const question = t('leaveUnsaved');
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    const removeGuard = addNavigationGuard(() => window.confirm(question));
    return () => {
      window.removeEventListener('beforeunload', warn);
      removeGuard();
    };
  }, [active, question]);
}
