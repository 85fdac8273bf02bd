import { z } from 'zod';
import { ChatResponse } from './chats.ts';
import { paginated } from './lists.ts';

/** Which of the agent's chats a search covers: every one, the ones still going (offered or open), or closed ones. */
export const InboxSearchStatus = z.enum(['all', 'open', 'closed']);
export type InboxSearchStatus = z.infer<typeof InboxSearchStatus>;

/**
 * `GET /api/agent/chats`: the agent console's search over the agent's chats (its own and the closed ones it had
 * last) by shopper name, phone or e-mail, order number, chat number or message text; newest activity first.
 */
export const InboxSearchQuery = z.object({
  search: z.string().trim().min(2).max(100),
  status: InboxSearchStatus.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type InboxSearchQuery = z.input<typeof InboxSearchQuery>;

/** What matched, most telling first: the chat's number, an order the shopper proved its own, phone, name, a message. */
export const InboxSearchMatch = z.enum(['number', 'order', 'phone', 'shopper', 'message']);
export type InboxSearchMatch = z.infer<typeof InboxSearchMatch>;

export const InboxSearchHit = z.object({
  chat: ChatResponse,
  match: InboxSearchMatch,
  /** The latest message holding the words (around them), or the order's reference; null otherwise. */
  excerpt: z.string().nullable(),
});
export type InboxSearchHit = z.infer<typeof InboxSearchHit>;
export const InboxSearchResponse = paginated(InboxSearchHit);
export type InboxSearchResponse = z.infer<typeof InboxSearchResponse>;
