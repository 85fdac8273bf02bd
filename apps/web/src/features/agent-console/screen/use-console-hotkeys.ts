import { useHotkeys } from '@mantine/hooks';
import type { RefObject } from 'react';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { focusComposer } from './focus-composer.ts';

/**
 * The console's keys: Alt+↓/↑ move through the inbox, Alt+A accepts (the offer on screen, else the oldest), Alt+C
 * and "/" go to the composer, "?" opens the list of shortcuts.
 */
export function useConsoleHotkeys(options: {
  order: ChatResponse[];
  offered: ChatResponse[];
  selectedId: string | null;
  selected: ChatResponse | undefined;
  busy: boolean;
  select: (chatId: string) => void;
  accept: (chat: ChatResponse) => void;
  composerSlot: RefObject<HTMLDivElement | null>;
  openHelp: () => void;
}) {
  const { order, offered, selectedId, selected, busy, select, accept, composerSlot, openHelp } = options;
  const move = (step: 1 | -1) => {
    if (order.length === 0) return;
    const index = order.findIndex((chat) => chat.id === selectedId);
    const next = index === -1 ? (step === 1 ? 0 : order.length - 1) : (index + step + order.length) % order.length;
    select(order[next]!.id);
  };
  const acceptByKey = () => {
    const offer =
      selected?.status === 'pending_acceptance' && offered.some((chat) => chat.id === selected.id)
        ? selected
        : offered[0];
    if (offer && !busy) accept(offer);
  };
  const composerKey = () => {
    focusComposer(composerSlot.current);
  };

  useHotkeys(
    [
      ['alt+ArrowDown', () => move(1)],
      ['alt+ArrowUp', () => move(-1)],
      ['alt+A', acceptByKey, { usePhysicalKeys: true }],
      ['alt+C', composerKey, { usePhysicalKeys: true }],
    ],
    [],
    true,
  );
  // By the character and by the key (another keyboard layout may type something else on it); twice is harmless.
  useHotkeys([
    ['/', composerKey],
    ['/', composerKey, { usePhysicalKeys: true }],
    ['shift+?', openHelp],
    ['shift+slash', openHelp, { usePhysicalKeys: true }],
  ]);
}
