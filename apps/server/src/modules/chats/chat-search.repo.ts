// The agent console's search: the agent's chats that match, and the message each one matched by.
import { sql } from 'drizzle-orm';
import type { InboxSearchStatus } from '@tawasul/contracts/chat-search';
import { containsPattern, pageOffset } from '../../lib/list-sql.ts';
import { queryRows, type Executor } from './chats.repo.ts';

/** A chat that matched, the total of them, and each way it matched. */
export interface InboxSearchHitRow {
  id: string;
  total: number;
  by_number: boolean;
  by_order: boolean;
  by_phone: boolean;
  by_shopper: boolean;
  by_message: boolean;
}

/**
 * What the agent typed, as the search reads it: the text, the chat number it names (or null), the order reference
 * it may be, and the phone digits it may be (or null).
 */
export interface InboxSearchTerms {
  search: string;
  number: number | null;
  reference: string;
  phone: string | null;
}

/**
 * One page of the agent's chats (its own and the closed ones it had last) of its brand that match, newest activity
 * first. One statement walks the agent's chats by `chat_rooms_reader_agent_activity_idx`; a message match is an
 * EXISTS the planner answers by chat or through the trigram index (`chat_messages_body_trgm_idx`), whichever finds
 * fewer rows.
 */
export async function inboxSearchHits(
  executor: Executor,
  agent: { id: string; brandId: string },
  terms: InboxSearchTerms,
  query: { status: InboxSearchStatus; page: number; pageSize: number },
): Promise<InboxSearchHitRow[]> {
  const pattern = containsPattern(terms.search);
  const { number, reference } = terms;
  const phonePattern = terms.phone === null ? null : containsPattern(terms.phone);
  const status =
    query.status === 'open'
      ? sql`and c.status <> 'closed'`
      : query.status === 'closed'
        ? sql`and c.status = 'closed'`
        : sql.empty();
  return queryRows<InboxSearchHitRow>(
    executor,
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
          where coalesce(c.agent_id, c.previous_agent_id) = ${agent.id} and c.brand_id = ${agent.brandId} ${status}
        ) found
        where by_number or by_order or by_phone or by_shopper or by_message
        order by activity desc, id desc
        limit ${query.pageSize} offset ${pageOffset(query)}`,
  );
}

/** Each chat's newest message (not the system's, not deleted) holding `search`. */
export async function latestMatchingMessages(
  executor: Executor,
  chatIds: readonly string[],
  search: string,
): Promise<{ chat_id: string; body: string }[]> {
  const pattern = containsPattern(search);
  return queryRows<{ chat_id: string; body: string }>(
    executor,
    sql`
          select distinct on (chat_id) chat_id, body from chat_messages
          where chat_id = any(${sql.param(chatIds)}::uuid[]) and author_kind <> 'system' and deleted_at is null
            and body ilike ${pattern}
          order by chat_id, seq desc`,
  );
}
