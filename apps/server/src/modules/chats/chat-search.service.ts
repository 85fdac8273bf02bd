import { sql } from 'drizzle-orm';
import type { InboxSearchHit, InboxSearchMatch, InboxSearchStatus } from '@tawasul/contracts/chat-search';
import type { Page } from '@tawasul/contracts/lists';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern, pageOffset } from '../../lib/list-sql.ts';
import type { ChatActor } from './chat-actor.ts';
import type { ChatEngineDependencies } from './chat-engine-core.ts';
import { toChatResponse } from './chat-response.ts';
import { queryRows } from './chats.repo.ts';

/** How much of a matching message the console shows around the words. */
const EXCERPT_LENGTH = 160;

interface HitRow {
  id: string;
  total: number;
  by_number: boolean;
  by_order: boolean;
  by_phone: boolean;
  by_shopper: boolean;
  by_message: boolean;
}

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
 * of a message (not the system's lines, not deleted ones). Newest activity first, paginated. One statement walks the
 * agent's chats by `chat_rooms_reader_agent_activity_idx`; a message match is an EXISTS the planner answers by chat
 * or through the trigram index (`chat_messages_body_trgm_idx`), whichever finds fewer rows.
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
      const pattern = containsPattern(search);
      const reference = search.replace(/^#/, '');
      const number = /^#?\d{1,9}$/.test(search) ? Number(reference) : null;
      // A phone typed with its leading 0 or + still finds the number stored with the country code.
      const phoneLike = /^\+?[\d\s-]{3,}$/.test(search);
      const phonePattern = phoneLike ? containsPattern(search.replace(/[\s-]/g, '').replace(/^(\+|0+)/, '')) : null;
      const status =
        query.status === 'open'
          ? sql`and c.status <> 'closed'`
          : query.status === 'closed'
            ? sql`and c.status = 'closed'`
            : sql.empty();
      const rows = await queryRows<HitRow>(
        db,
        sql`
        select id, count(*) over ()::int as total, by_number, by_order, by_phone, by_shopper, by_message
        from (
          select c.id, coalesce(c.last_message_at, c.started_at) as activity,
            coalesce(c.number = ${number}, false) as by_number,
            exists (
              select 1 from order_claims oc
              where oc.brand_id = c.brand_id and oc.shopper_id = coalesce(c.customer_id, c.guest_id)
                and oc.reference = ${reference}
            ) as by_order,
            coalesce(${phonePattern === null ? sql`false` : sql`cu.phone_number ilike ${phonePattern}`}, false)
              as by_phone,
            coalesce(cu.name ilike ${pattern} or cu.email ilike ${pattern} or g.name ilike ${pattern}, false)
              as by_shopper,
            exists (
              select 1 from chat_messages m
              where m.chat_id = c.id and m.author_kind <> 'system' and m.deleted_at is null
                and m.body ilike ${pattern}
            ) as by_message
          from chat_rooms c
          left join users cu on cu.id = c.customer_id
          left join guests g on g.id = c.guest_id
          where coalesce(c.agent_id, c.previous_agent_id) = ${actor.id} and c.brand_id = ${actor.brandId} ${status}
        ) found
        where by_number or by_order or by_phone or by_shopper or by_message
        order by activity desc, id desc
        limit ${query.pageSize} offset ${pageOffset(query)}`,
      );
      const ids = rows.filter((row) => row.by_message).map((row) => row.id);
      const excerpts = new Map<string, string>();
      if (ids.length > 0) {
        const found = await queryRows<{ chat_id: string; body: string }>(
          db,
          sql`
          select distinct on (chat_id) chat_id, body from chat_messages
          where chat_id = any(${sql.param(ids)}::uuid[]) and author_kind <> 'system' and deleted_at is null
            and body ilike ${pattern}
          order by chat_id, seq desc`,
        );
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
