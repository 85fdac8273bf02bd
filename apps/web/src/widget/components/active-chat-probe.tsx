import { useEffect } from 'react';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useActiveChat } from '../api/use-chat.ts';
import { useIdentity } from '../app/widget-context.tsx';
import type { WidgetIdentity } from '../api/widget-session.ts';

/** What the home view knows of a shopper's open chat: still asking, or the chat (null: none). */
export interface ActiveChatReport {
  identity: WidgetIdentity;
  pending: boolean;
  chat: ChatResponse | null;
}

/**
 * Follows the shopper's open chat with this brand (`useActiveChat`) and tells the home view, which is drawn before
 * TanStack Query loads: this part comes with it, so the home view's own state (a name being typed, a start under
 * way) never starts over.
 */
export function ActiveChatProbe({ onReport }: { onReport(report: ActiveChatReport): void }) {
  const identity = useIdentity();
  const active = useActiveChat();
  const pending = active.isPending;
  const chat = active.data ?? null;
  useEffect(() => onReport({ identity, pending, chat }), [identity, pending, chat, onReport]);
  return null;
}
