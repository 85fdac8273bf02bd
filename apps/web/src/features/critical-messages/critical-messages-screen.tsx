import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { CriticalMessageListQuery, type CriticalMessageResponse } from '@tawasul/contracts/chats';
import { DateRangeFilter } from '../../components/data-table/date-range-filter.tsx';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useDateRangeParam } from '../../lib/lists/date-range.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useCriticalMessages, useSetHandled } from './api/use-critical-messages.ts';
import { useLiveCriticalMessages } from './api/use-live-critical-messages.ts';
import { chatHistoryPath } from './components/chat-link.ts';
import { useCriticalMessageColumns } from './components/critical-message-columns.tsx';

/**
 * `/admin/critical-message` (admin; a brand manager for its brand): shopper messages that held a critical word,
 * newest first and live, to be handled; each opens its chat's history.
 */
export function CriticalMessagesScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const { query, update } = useListQuery(CriticalMessageListQuery);
  const dates = useDateRangeParam(query, update);
  const list = useCriticalMessages({ ...query, ...dates.bounds });
  useLiveCriticalMessages();
  // Every reader gets its brands named in its language (a brand manager, its own); only admins filter by them.
  const brands = useBrandOptions();
  const setHandled = useSetHandled();

  const brandLabels = new Map(brands.data.map((brand) => [brand.value, brand.label]));
  const brandName = (item: CriticalMessageResponse) => brandLabels.get(item.brandId) ?? item.brandName;
  const toggleHandled = async (item: CriticalMessageResponse, handled: boolean) => {
    try {
      await setHandled.mutateAsync({ id: item.id, handled });
      notifications.show({
        color: 'green',
        message: handled ? t('criticalMessages.markedHandled') : t('criticalMessages.markedUnhandled'),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('criticalMessages.saveFailed'), message: errorMessage(error) });
    }
  };
  const columns = useCriticalMessageColumns({
    withBrand: isAdmin,
    brandName,
    onToggleHandled: (item, handled) => void toggleHandled(item, handled),
    onOpenChat: (item) => void navigate(localePath(chatHistoryPath(item.chatId))),
  });
  const filtered = Boolean(query.search || query.brandId || query.handled !== undefined || dates.value.preset);

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.criticalMessages')}
        description={t('criticalMessages.list.subtitle')}
        actions={<LiveStatusBadge />}
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        {isAdmin && (
          <FilterSelect
            label={t('criticalMessages.filters.brand')}
            placeholder={t('criticalMessages.list.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            onChange={(brandId) => update({ brandId })}
          />
        )}
        <FilterSelect
          label={t('criticalMessages.filters.handled')}
          placeholder={t('criticalMessages.list.anyHandled')}
          value={query.handled === undefined ? undefined : String(query.handled)}
          data={[
            { value: 'false', label: t('criticalMessages.unhandled') },
            { value: 'true', label: t('criticalMessages.handled') },
          ]}
          onChange={(handled) => update({ handled })}
        />
        <DateRangeFilter label={t('criticalMessages.filters.date')} value={dates.value} onChange={dates.change} />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('criticalMessages.list.emptyFiltered') : t('criticalMessages.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
      />
    </Stack>
  );
}
