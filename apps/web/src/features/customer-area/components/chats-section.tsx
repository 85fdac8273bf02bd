import { EmptyState, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { useListQuery } from '../../../lib/lists/use-list-query.ts';
import { CustomerChatListQuery, useShopperChats } from '../api/use-shopper-chats.ts';
import { ChatList } from './chat-list.tsx';

const FILTERS = ['all', 'active', 'closed'] as const;

/** The first load: grey cards where the chats will be. */
function ChatListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy role="status" aria-label={t('common.loading')} data-testid="chats-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Skeleton height={14} width="30%" radius="sm" />
            <Skeleton height={18} width={90} radius="xl" />
          </Group>
          <Skeleton height={12} width="80%" radius="sm" />
        </Paper>
      ))}
    </Stack>
  );
}

interface ChatsSectionProps {
  onContinue: (chat: ChatResponse) => void;
  onRead: (chat: ChatResponse) => void;
}

/**
 * "My chats": every chat of the customer with any brand, newest activity first, searched and filtered on the server
 * (`?search=`, `?status=active|closed`, `?page=`, kept in the address so the list is linkable).
 */
export function ChatsSection({ onContinue, onRead }: ChatsSectionProps) {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CustomerChatListQuery);
  const list = useShopperChats(query);
  const filtered = Boolean(query.search || query.status);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  const from = data && data.items.length > 0 ? (query.page - 1) * query.pageSize + 1 : 0;

  let body;
  if (!data) {
    body = list.error ? <ErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : <ChatListSkeleton />;
  } else if (data.items.length === 0) {
    body = (
      <Paper withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconMessages size={28} />}
          withIndicatorBackground
          title={filtered ? t('customerArea.chats.emptyFiltered') : t('customerArea.chats.empty')}
          description={filtered ? t('customerArea.chats.emptyFilteredHint') : t('customerArea.chats.emptyHint')}
          data-testid="chats-empty"
        />
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
        <ChatList chats={data.items} onContinue={onContinue} onRead={onRead} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="chats-range">
            {t('customerArea.chats.range', { from, to: from + data.items.length - 1, total: data.total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={(page) => update({ page })}
              size="sm"
              aria-label={t('customerArea.chats.pages')}
              getControlProps={(control) => ({ 'aria-label': t(`common.table.${control}Page`) })}
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <SegmentedControl
          aria-label={t('customerArea.chats.filter')}
          value={query.status ?? 'all'}
          onChange={(value) => update({ status: value === 'all' ? undefined : value })}
          data={FILTERS.map((value) => ({ value, label: t(`customerArea.chats.${value}`) }))}
        />
      </Group>
      {data && list.error && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {body}
    </Stack>
  );
}
