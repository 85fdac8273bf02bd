import type { InboxSearchHit, InboxSearchMatch, InboxSearchStatus } from '@tawasul/contracts/chat-search';
import type { Page } from '@tawasul/contracts/lists';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import type { ChatEngineDependencies } from './chat-engine-core.ts';
import { toChatResponse } from './chat-response.ts';
import { inboxSearchHits, latestMatchingMessages } from './chat-search.repo.ts';

/** How much of a matching message the console shows around the words. */
const EXCERPT_LENGTH = 160;

const MATCH_ORDER: readonly InboxSearchMatch[] = ['number', 'order', 'phone', 'shopper', 'message'];

/** The part of `body` around the first place `search` appears (case-insensitive), at most EXCERPT_LENGTH long. */
function excerptAround(body: string, search: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const at = Math.max(0, text.toLocaleLowerCase().indexOf(search.toLocaleLowerCase()));
  const start = Math.max(0, Math.min(at - 40, text.length - EXCERPT_LENGTH));
  const part = text.slice(start, start + EXCERPT_LENGTH).trim();
  return `${start > 0 ? '…' : ''}${part}${start + EXCERPT_LENGTH < text.length ? '…' : ''}`;
}

/**
 * The agent console's search (issue 21 item 4): the agent's chats — those it may read, its own and the closed ones it
 * had last (`coalesce(agent_id, previous_agent_id)`, the reader rule of chat-engine-core) — of its own brand, by the
 * shopper's name, phone or e-mail, a chat number, an order the shopper proved its own (`order_claims`), or the text
 * of a message (not the system's lines, not deleted ones). Newest activity first, paginated (the statement and the
 * indexes it walks: `chat-search.repo.ts`).
 */
export function createChatSearchService(deps: Pick<ChatEngineDependencies, 'db' | 'repo'>) {
  const { db, repo } = deps;
  return {
    async searchInbox(
      actor: ChatActor,
      query: { search: string; status: InboxSearchStatus; page: number; pageSize: number },
    ): Promise<Page<InboxSearchHit>> {
      if (actor.kind !== 'staff' || actor.role !== 'agent' || !actor.brandId) throw new AppError('FORBIDDEN');
      const search = query.search.trim();
      const reference = search.replace(/^#/, '');
      const number = /^#?\d{1,9}$/.test(search) ? Number(reference) : null;
      // A phone typed with its leading 0 or + still finds the number stored with the country code.
      const phoneLike = /^\+?[\d\s-]{3,}$/.test(search);
      const phone = phoneLike ? search.replace(/[\s-]/g, '').replace(/^(\+|0+)/, '') : null;
      const rows = await inboxSearchHits(
        db,
        { id: actor.id, brandId: actor.brandId },
        { search, number, reference, phone },
        query,
      );
      const ids = rows.filter((row) => row.by_message).map((row) => row.id);
      const excerpts = new Map<string, string>();
      if (ids.length > 0) {
        const found = await latestMatchingMessages(db, ids, search);
        for (const row of found) excerpts.set(row.chat_id, excerptAround(row.body, search));
      }
      const views = await Promise.all(rows.map((row) => repo.view(row.id)));
      const items = rows.flatMap((row, index): InboxSearchHit[] => {
        const view = views[index];
        if (!view) return [];
        const flags: Record<InboxSearchMatch, boolean> = {
          number: row.by_number,
          order: row.by_order,
          phone: row.by_phone,
          shopper: row.by_shopper,
          message: row.by_message,
        };
        const match = MATCH_ORDER.find((kind) => flags[kind]) ?? 'message';
        const excerpt = match === 'order' ? reference : match === 'message' ? (excerpts.get(row.id) ?? null) : null;
        return [{ chat: toChatResponse(view), match, excerpt }];
      });
      return { items, total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
    },
  };
}
