import { Button, Center, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../error-alert.tsx';
import { Transcript, type TranscriptReader } from './transcript.tsx';

/** What the transcript needs of a chat's messages read page by page, newest page first (an infinite query). */
interface MessagePages {
  data?: { pages: readonly { items: readonly MessageResponse[] }[] };
  error: unknown;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

interface PagedTranscriptProps {
  messages: MessagePages;
  reader: TranscriptReader;
  /** The region's name ("Messages of chat #1001"), what loads earlier pages, and what an empty chat says. */
  labels: { region: string; loadEarlier: string; empty: string };
}

/**
 * A past chat's transcript in a drawer: the newest message in view when it opens (and when one arrives), earlier
 * pages a click away, a failed load with its retry.
 */
export function PagedTranscript({ messages, reader, labels }: PagedTranscriptProps) {
  const items = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const end = useRef<HTMLDivElement>(null);
  const latest = items.at(-1)?.id;
  // Not when earlier messages are loaded: the reader stays where they were.
  useEffect(() => {
    if (latest) end.current?.scrollIntoView({ block: 'end' });
  }, [latest]);
  return (
    <>
      {messages.error && <ErrorAlert error={messages.error} onRetry={() => void messages.refetch()} />}
      {messages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="xs"
            onClick={() => void messages.fetchNextPage()}
            loading={messages.isFetchingNextPage}
          >
            {labels.loadEarlier}
          </Button>
        </Center>
      )}
      <section aria-label={labels.region}>
        {items.length === 0 && !messages.isPending ? (
          <Text c="dimmed" ta="center" py="xl">
            {labels.empty}
          </Text>
        ) : (
          <Transcript messages={items} reader={reader} />
        )}
        <div ref={end} />
      </section>
    </>
  );
}
