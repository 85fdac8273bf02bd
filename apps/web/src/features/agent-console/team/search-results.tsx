import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { InboxSearchHit, InboxSearchMatch, InboxSearchStatus } from '@tawasul/contracts/chat-search';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { useMessageTime } from '../components/message-time.ts';
import classes from '../components/agent-console.module.css';
import { SEARCH_MIN_LENGTH, useInboxSearch } from './use-inbox-search.ts';

const STATUS_COLOR = { closed: 'gray', open: 'green', pending_acceptance: 'orange' } as Record<string, string>;

function useMatchLabel(): (hit: InboxSearchHit) => string {
  const { t } = useTranslation();
  const labels: Record<InboxSearchMatch, () => string> = {
    number: () => t('agentConsole.search.matched.number'),
    order: () => t('agentConsole.search.matched.order'),
    phone: () => t('agentConsole.search.matched.phone'),
    shopper: () => t('agentConsole.search.matched.shopper'),
    message: () => t('agentConsole.search.matched.message'),
  };
  return (hit) =>
    hit.match === 'order'
      ? t('agentConsole.search.matched.order', { reference: hit.excerpt ?? '' })
      : labels[hit.match]();
}

function Hit({ hit, selected, onSelect }: { hit: InboxSearchHit; selected: boolean; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const time = useMessageTime();
  const matchLabel = useMatchLabel();
  const { chat } = hit;
  const at = chat.closedAt ?? chat.lastMessageAt ?? chat.startedAt;
  return (
    <div className={classes.item} data-selected={selected || undefined} data-testid="search-hit" data-chat-id={chat.id}>
      <UnstyledButton
        className={classes.itemButton}
        onClick={() => onSelect(chat.id)}
        aria-current={selected || undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate dir="auto">
            {shopperName(chat.shopper)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={at}>
            {time(at)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {chatNumber(chat)}
          </Text>
          <Badge size="xs" variant="light" color={STATUS_COLOR[chat.status] ?? 'yellow'}>
            {t(`chats.status.${chat.status}`)}
          </Badge>
          <Badge size="xs" variant="outline" color="violet" data-testid="search-match">
            {matchLabel(hit)}
          </Badge>
        </Group>
        {hit.match === 'message' && hit.excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2} mt={2} data-testid="search-excerpt">
            <bdi>{hit.excerpt}</bdi>
          </Text>
        )}
      </UnstyledButton>
    </div>
  );
}

/**
 * The console's search results in place of the inbox (issue 21 item 4): the agent's chats, closed ones too, that
 * match by name, phone, order number, chat number or message, with what matched and the message's words.
 */
export function SearchResults({
  search,
  status,
  onStatus,
  selectedId,
  onSelect,
}: {
  search: string;
  status: InboxSearchStatus;
  onStatus: (status: InboxSearchStatus) => void;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}) {
  const { t } = useTranslation();
  const results = useInboxSearch(search, status);
  const words = search.trim();
  const hits = results.data?.pages.flatMap((page) => page.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  let body;
  if (words.length < SEARCH_MIN_LENGTH) {
    body = (
      <Text size="sm" c="dimmed" ta="center" p="md">
        {t('agentConsole.search.tooShort')}
      </Text>
    );
  } else if (results.isPending) {
    body = (
      <Center p="xl" data-testid="search-loading">
        <Loader size="sm" />
      </Center>
    );
  } else if (results.isError && hits.length === 0) {
    body = (
      <Stack p="sm">
        <ErrorAlert error={results.error} onRetry={() => void results.refetch()} />
      </Stack>
    );
  } else if (hits.length === 0) {
    body = (
      <Stack align="center" gap={4} px="md" py="xl" data-testid="search-empty">
        <IconSearchOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text size="sm" fw={600} ta="center">
          {t('agentConsole.search.none', { query: words })}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          {t('agentConsole.search.noneHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <>
        <Text size="xs" c="dimmed" px="md" py={6} aria-live="polite" data-testid="search-count">
          {t('agentConsole.search.results', { count: total })}
        </Text>
        {hits.map((hit) => (
          <Hit key={hit.chat.id} hit={hit} selected={hit.chat.id === selectedId} onSelect={onSelect} />
        ))}
        {results.hasNextPage && (
          <Center pb="sm">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => void results.fetchNextPage()}
              loading={results.isFetchingNextPage}
            >
              {t('agentConsole.search.more')}
            </Button>
          </Center>
        )}
      </>
    );
  }

  return (
    <ScrollArea className={classes.inboxScroll} type="auto" offsetScrollbars="y">
      <section aria-label={t('agentConsole.search.label')} data-testid="search-results">
        <div className={classes.inboxTabs}>
          <SegmentedControl
            fullWidth
            size="xs"
            value={status}
            onChange={(value) => onStatus(value as InboxSearchStatus)}
            aria-label={t('agentConsole.search.status')}
            data={[
              { value: 'all', label: t('agentConsole.search.all') },
              { value: 'open', label: t('agentConsole.search.open') },
              { value: 'closed', label: t('agentConsole.search.closed') },
            ]}
          />
        </div>
        {body}
      </section>
    </ScrollArea>
  );
}
