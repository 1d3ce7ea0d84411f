import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@/lib/messages/rules';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { MessageFiltersView } from '@/lib/messages/views';
import styles from './staff-messages.module.scss';

/** Status, kind, channel and recipient: a plain GET form, so it works before and without JavaScript. */
export function StaffMessageFilters({ filters, kinds }: { filters: MessageFiltersView; kinds: readonly string[] }) {
  const { t } = useTranslation('console');
  const active = [filters.recipient, filters.status, filters.kind, filters.channel].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminMessages} label={t('messages.filterLabel')} submit={t('messages.filter')} className={styles.filters}>
      <FilterInput name="recipient" label={t('messages.recipient')} value={filters.recipient} placeholder={t('messages.recipientPlaceholder')} autoComplete="off" />
      <FilterSelect
        name="status"
        label={t('messages.status')}
        value={filters.status}
        all={t('messages.all')}
        choices={MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`messages.statuses.${status}`) }))}
      />
      <FilterSelect
        name="kind"
        label={t('messages.kind')}
        value={filters.kind}
        all={t('messages.all')}
        choices={kinds.map((kind) => ({ value: kind, label: t(`messages.kinds.${kind}`, { defaultValue: kind }) }))}
      />
      <FilterSelect
        name="channel"
        label={t('messages.channel')}
        value={filters.channel}
        all={t('messages.all')}
        choices={MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: t(`messages.channels.${channel}`) }))}
      />
    </ConsoleFilterForm>
  );
}
