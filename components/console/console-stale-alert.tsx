import { StaleSaveAlert } from '@/components/forms/stale-save-alert';
import { useTranslation } from '@/lib/use-translation';

/** A console form's save refused because someone else saved first: the server's message and "重新载入" (the latest saved version). */
export function ConsoleStaleAlert({ message, onReload }: { message: string; onReload: () => Promise<void> }) {
  const { t } = useTranslation('console');
  return (
    <StaleSaveAlert
      message={message}
      texts={{ advice: t('version.keep'), reload: t('version.reload'), reloading: t('version.reloading'), reloadFailed: t('version.reloadFailed') }}
      onReload={onReload}
    />
  );
}
