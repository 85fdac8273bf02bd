import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ChatListQuery, ChatStatus, type ChatResponse } from '@tawasul/contracts/chats';
import { DateRangeFilter } from '../../components/data-table/date-range-filter.tsx';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useLocalized } from '../../lib/i18n/use-localized.ts';
import { useDateRangeParam } from '../../lib/lists/date-range.ts';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { registerOverlay } from '../../lib/overlays/overlay-manager.tsx';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useAgentOptions } from './api/use-agent-options.ts';
import { useChats } from './api/use-chats.ts';
import { useLiveChats } from './api/use-live-chats.ts';
import { ChangeAgentOverlay } from './components/change-agent-overlay.tsx';
import { ChatQueueCard } from './components/chat-queue-card.tsx';
import { useChatColumns } from './components/chat-columns.tsx';
import { ChatDetailsDrawer } from './components/chat-details-drawer.tsx';
import { ChatHistoryDrawer } from './components/chat-history-drawer.tsx';
import { useChatActions } from './components/use-chat-actions.ts';

registerOverlay('change-chat-agent', ChangeAgentOverlay);

const DRAWERS = ['view', 'history'] as const;

/**
 * `/admin/chat-management` (admin; a brand manager for its brand): every chat with its customer, brand, start,
 * agent and status, filtered and searched on the server and kept live by the socket; details (`?view=ID`), history
 * (`?history=ID`), change agent and close; above them the queue, where a waiting chat is assigned (decision 029).
 */
export function ChatManagementScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { query, update } = useListQuery(ChatListQuery);
  const dates = useDateRangeParam(query, update);
  const list = useChats({ ...query, ...dates.bounds });
  useLiveChats();
  // Every reader gets its brands named in its language (a brand manager, its own); only admins filter by them.
  const brands = useBrandOptions();
  const agents = useAgentOptions(isAdmin ? query.brandId : undefined);
  const drawers = useDrawerParams(DRAWERS);
  const { confirmClose, changeAgent } = useChatActions();

  const brandLabels = new Map(brands.data.map((brand) => [brand.value, brand.label]));
  const brandName = (chat: ChatResponse) => brandLabels.get(chat.brandId) ?? chat.brandName;
  const localized = useLocalized();
  // The agents list names an agent of the filtered brand; any other is named from the chat (Arabic when it has one).
  const agentName = (agent: NonNullable<ChatResponse['agent']>) =>
    agents.names.get(agent.id) ?? localized(agent.name, agent.nameAr);
  const withBrandInAgentFilter = isAdmin && !query.brandId;
  const agentItems = agents.agents.map((agent) => ({
    value: agent.id,
    label:
      withBrandInAgentFilter && agent.brandNameEn
        ? `${agents.names.get(agent.id) ?? agent.name} · ${brandLabels.get(agent.brandId ?? '') ?? agent.brandNameEn}`
        : (agents.names.get(agent.id) ?? agent.name),
  }));

  const details = (chat: ChatResponse) => drawers.open('view', chat.id);
  const history = (chat: ChatResponse) => drawers.open('history', chat.id);
  const actions = { onHistory: history, onChangeAgent: changeAgent, onCloseChat: confirmClose };
  const columns = useChatColumns({ withBrand: isAdmin, brandName, agentName, onDetails: details, ...actions });
  const filtered = Boolean(query.search || query.status || query.brandId || query.agentId || dates.value.preset);

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.chatManagement')}
        description={t('chats.list.subtitle')}
        actions={<LiveStatusBadge />}
      />
      <ChatQueueCard
        brandId={isAdmin ? query.brandId : undefined}
        withBrand={isAdmin && !query.brandId}
        brandName={brandName}
        agentName={agentName}
        onAssign={changeAgent}
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('chats.filters.status')}
          placeholder={t('chats.list.allStatuses')}
          value={query.status}
          data={ChatStatus.options.map((status) => ({ value: status, label: t(`chats.status.${status}`) }))}
          onChange={(status) => update({ status })}
        />
        {isAdmin && (
          <FilterSelect
            label={t('chats.filters.brand')}
            placeholder={t('chats.list.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            // An agent belongs to one brand: another brand's agent would leave the list empty.
            onChange={(brandId) => update({ brandId, agentId: undefined })}
          />
        )}
        <FilterSelect
          label={t('chats.filters.agent')}
          placeholder={t('chats.list.allAgents')}
          value={query.agentId}
          data={agentItems}
          searchable
          onChange={(agentId) => update({ agentId })}
        />
        <DateRangeFilter label={t('chats.filters.date')} value={dates.value} onChange={dates.change} />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('chats.list.emptyFiltered') : t('chats.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={details}
      />
      <ChatDetailsDrawer
        id={drawers.idOf('view')}
        onClose={drawers.close}
        brandName={brandName}
        agentName={agentName}
        {...actions}
      />
      <ChatHistoryDrawer
        id={drawers.idOf('history')}
        onClose={drawers.close}
        onDetails={details}
        brandName={brandName}
      />
    </Stack>
  );
}
