import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@/lib/message-rules';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { MessageFiltersView } from '@/lib/views/message-views';
import shared from './console.module.scss';
import styles from './staff-messages.module.scss';
import { FilterPanel } from './filter-panel';

/** Status, kind, channel and recipient: a plain GET form, so it works before and without JavaScript. */
export function StaffMessageFilters({ filters, kinds }: { filters: MessageFiltersView; kinds: readonly string[] }) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  const active = [filters.recipient, filters.status, filters.kind, filters.channel].filter((value) => value !== '').length;
  return (
    <FilterPanel active={active}>
      <form method="get" action={`${localePrefix(i18n.language)}${routes.adminMessages}`} className={styles.filters} aria-label={t('messages.filterLabel')}>
        <div className={shared.field}>
          <label htmlFor={`${id}-recipient`}>{t('messages.recipient')}</label>
          <input
            id={`${id}-recipient`}
            name="recipient"
            type="search"
            defaultValue={filters.recipient}
            maxLength={100}
            placeholder={t('messages.recipientPlaceholder')}
            autoComplete="off"
          />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-status`}>{t('messages.status')}</label>
          <select id={`${id}-status`} name="status" defaultValue={filters.status}>
            <option value="">{t('messages.all')}</option>
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`messages.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-kind`}>{t('messages.kind')}</label>
          <select id={`${id}-kind`} name="kind" defaultValue={filters.kind}>
            <option value="">{t('messages.all')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`messages.kinds.${kind}`, { defaultValue: kind })}
              </option>
            ))}
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-channel`}>{t('messages.channel')}</label>
          <select id={`${id}-channel`} name="channel" defaultValue={filters.channel}>
            <option value="">{t('messages.all')}</option>
            {MESSAGE_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`messages.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('messages.filter')}</button>
      </form>
    </FilterPanel>
  );
}
