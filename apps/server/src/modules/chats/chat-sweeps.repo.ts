// The engine's timeouts (chat-sweeps.service.ts): which chats each sweep looks at, and which of them are due.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';

/** A chat that is due, with its place in the sweep's order (`cursor_at` is the timestamp as text: exact). */
export interface DueChat {
  id: string;
  brand_id: string;
  number: number;
  agent_id: string | null;
  cursor_at: string;
}

/** The chats each sweep looks at (`candidates`), and the time each of them is due from (`at`). */
const SWEEPS = {
  /** Offers not answered yet, due from the offer. */
  offers: {
    candidates: sql`status = 'pending_acceptance' and offered_at is not null`,
    at: sql`offered_at`,
  },
  /** Chats not closed, due from the shopper's last message (from the start when it has written none). */
  inactive: {
    candidates: sql`status <> 'closed'`,
    at: sql`coalesce(last_shopper_message_at, started_at)`,
  },
  /** Open chats whose shopper waits for the agent and has not been alerted about, due from the shopper's message. */
  unansweredShoppers: {
    candidates: sql`status = 'open' and awaiting_agent_since is not null and agent_delay_alerted_at is null`,
    at: sql`awaiting_agent_since`,
  },
  /** Open chats waiting for the shopper's answer and not reminded yet, due from the agent's message. */
  quietShoppers: {
    candidates: sql`status = 'open' and awaiting_shopper_since is not null and shopper_reminded_at is null`,
    at: sql`awaiting_shopper_since`,
  },
} satisfies Record<string, { candidates: SQL; at: SQL }>;

export type Sweep = keyof typeof SWEEPS;

/** The brands with at least one chat the sweep looks at. */
export async function brandsWithCandidates(executor: Executor, sweep: Sweep): Promise<string[]> {
  const { candidates } = SWEEPS[sweep];
  const brands = await queryRows<{ brand_id: string }>(
    executor,
    sql`select distinct brand_id from chat_rooms where ${candidates}`,
  );
  return brands.map(({ brand_id: brandId }) => brandId);
}

/**
 * The chats the sweep looks at whose time is at least their brand's allowance (ms, by brand) before `now`, ordered by
 * that time (then id), read `batchSize` at a time after the last one read, so a chat the caller leaves as it was is
 * not read again.
 */
export async function* dueChats(
  executor: Executor,
  sweep: Sweep,
  allowed: ReadonlyMap<string, number>,
  now: Date,
  batchSize: number,
): AsyncGenerator<DueChat> {
  if (allowed.size === 0) return;
  const { candidates, at } = SWEEPS[sweep];
  const deadlines = sql.join(
    [...allowed].map(
      ([brandId, ms]) => sql`(${brandId}::uuid, ${new Date(now.getTime() - ms).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  let after: DueChat | undefined;
  for (;;) {
    const rows: DueChat[] = await queryRows<DueChat>(
      executor,
      sql`
        with deadlines (brand_id, deadline) as (values ${deadlines})
        select chat_rooms.id, chat_rooms.brand_id, chat_rooms.number, chat_rooms.agent_id, (${at})::text as cursor_at
        from chat_rooms join deadlines on deadlines.brand_id = chat_rooms.brand_id
        where ${candidates} and ${at} <= deadlines.deadline
          ${after ? sql`and (${at}, chat_rooms.id) > (${after.cursor_at}::timestamptz, ${after.id}::uuid)` : sql.empty()}
        order by ${at}, chat_rooms.id
        limit ${batchSize}`,
    );
    for (const row of rows) yield row;
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}

/** The chats the agent holds as offers, not yet accepted. */
export async function offersHeldBy(executor: Executor, agentId: string): Promise<string[]> {
  const offers = await queryRows<{ id: string }>(
    executor,
    sql`select id from chat_rooms where agent_id = ${agentId} and status = 'pending_acceptance'`,
  );
  return offers.map(({ id }) => id);
}

/**
 * Marks the chat's agent delay as alerted at `now`, only while it is open, not alerted yet and unanswered since
 * `deadline` or earlier; whether this call marked it.
 */
export async function claimAgentDelayAlert(
  executor: Executor,
  chatId: string,
  now: Date,
  deadline: Date,
): Promise<boolean> {
  const marked = await queryRows<{ id: string }>(
    executor,
    sql`
          update chat_rooms set agent_delay_alerted_at = ${now}
          where id = ${chatId} and status = 'open' and agent_delay_alerted_at is null
            and awaiting_agent_since <= ${deadline.toISOString()}::timestamptz
          returning id`,
  );
  return marked.length > 0;
}
