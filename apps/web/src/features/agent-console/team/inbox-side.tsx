import { ActionIcon, Badge, Group, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { InboxSearchStatus } from '@tawasul/contracts/chat-search';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import classes from '../components/agent-console.module.css';
import { QueuePanel } from './queue-panel.tsx';
import { SearchResults } from './search-results.tsx';
import { SEARCH_PAUSE_MS, useSettled } from './use-inbox-search.ts';
import { useQueue } from './use-queue.ts';
import { useTransferNotes } from './use-transfer-notes.ts';

type Tab = 'inbox' | 'queue';

/**
 * The console's left column: a search over the agent's chats, then the agent's inbox or the brand's queue (with how
 * many wait, live). Words in the search show its results instead; taking a chat from the queue goes back to the
 * inbox with that chat open.
 */
export function InboxSide({
  inbox,
  agent,
  agentId,
  selectedId,
  onSelect,
}: {
  inbox: ReactNode;
  /** The agent's presence and load (the inbox's): when they change, whether it may take a chat may have too. */
  agent: { online: boolean; load: number };
  agentId: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('inbox');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<InboxSearchStatus>('all');
  const search = useSettled(typed, SEARCH_PAUSE_MS);
  const queue = useQueue(agent);
  useTransferNotes();
  const waiting = queue.data?.items.length ?? 0;
  const onTaken = (chat: ChatResponse) => {
    setTab('inbox');
    onSelect(chat.id);
  };
  const searching = typed.trim() !== '';
  return (
    <>
      <div className={classes.inboxTabs}>
        <TextInput
          size="xs"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTyped('');
          }}
          placeholder={t('agentConsole.search.placeholder')}
          aria-label={t('agentConsole.search.label')}
          leftSection={<IconSearch size={14} />}
          rightSection={
            searching ? (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                onClick={() => setTyped('')}
                aria-label={t('agentConsole.search.clear')}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : null
          }
          data-testid="inbox-search"
          mb="xs"
        />
        {!searching && (
          <SegmentedControl
            fullWidth
            size="xs"
            value={tab}
            onChange={(value) => setTab(value as Tab)}
            data-testid="inbox-tabs"
            data={[
              { value: 'inbox', label: t('agentConsole.inbox.title') },
              {
                value: 'queue',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <span>{t('agentConsole.queue.title')}</span>
                    {waiting > 0 && (
                      <Badge size="xs" circle color="orange" data-testid="queue-count" aria-hidden>
                        {waiting}
                      </Badge>
                    )}
                    {waiting > 0 && (
                      <VisuallyHidden>{t('agentConsole.queue.count', { count: waiting })}</VisuallyHidden>
                    )}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </div>
      {searching ? (
        <SearchResults
          search={search}
          status={status}
          onStatus={setStatus}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ) : tab === 'inbox' ? (
        inbox
      ) : (
        <QueuePanel queue={queue} agentId={agentId} onTaken={onTaken} />
      )}
    </>
  );
}
