import type { ChatResponse } from '@tawasul/contracts/chats';

/** The server gives a chat to another agent only while it waits, is offered or is open (DESIGN.md section 2). */
export const canChangeAgent = (chat: Pick<ChatResponse, 'status'>): boolean =>
  chat.status === 'waiting_for_agent' || chat.status === 'pending_acceptance' || chat.status === 'open';

export const canClose = (chat: Pick<ChatResponse, 'status'>): boolean => chat.status !== 'closed';
