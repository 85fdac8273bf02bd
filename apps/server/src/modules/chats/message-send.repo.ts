import type { NamedStatement, Statements } from '../../db/client.ts';
import { chatMessages, chatRooms, shopperNotifications, staffNotifications } from '../../db/schema/chats.ts';
import type { MessageWithAuthor } from './chat-response.ts';
import type { ChatView } from './chats.repo.ts';
import { rawColumns } from './raw-rows.ts';

/**
 * The normal send as one prepared statement (docs/decisions/018): it locks the chat, checks under the lock that the
 * sender may write to it as it is now (its shopper while it is waiting, offered or open; its agent while it is
 * open), inserts the message unless its id is taken, writes the message's event and moves the chat's activity and
 * preview, and returns the message and the chat as readers see them (brand, shopper, agent and author names are
 * joined by primary key in the same statement: nothing is read back). No row back means "not the normal case": the
 * caller takes the full path (a new or closed chat, a resend, a chat the sender may not write to, a stale cache).
 *
 * The notification the message makes, when the brand wants it, is written by the same statement (issue 19, item 5):
 * a shopper's message gives the chat's agent one "customer message" until it reads it (none while one is unread); an
 * agent's message gives the shopper its chat's one unread "agent message", written or brought up to date in place.
 */

const message = rawColumns(chatMessages, 'm', 'm');
const chat = rawColumns(chatRooms, 'u', 'c');
const staffNotification = rawColumns(staffNotifications, 'n', 'n');
const shopperNotification = rawColumns(shopperNotifications, 'n', 'n');

const arabicName = (alias: string) => `nullif(concat_ws(' ', ${alias}.first_name_ar, ${alias}.last_name_ar), '')`;

/** The messages and their chats after the update, with every name their responses show, and the notification if any. */
const result = (notification: string) => `
  select ${message.list}, ${chat.list}, ${notification},
    b.name_en as "brandNameEn", b.name_ar as "brandNameAr", b.widget_id as "brandWidgetId",
    cu.name as "customerName", cu.phone_number as "customerPhone", cu.email as "customerEmail",
    g.name as "guestName", ag.name as "agentName", ${arabicName('ag')} as "agentNameAr", ag.image as "agentImage",
    au.name as "authorName", ${arabicName('au')} as "authorNameAr", au.image as "authorImage"
  from m join u on u.id = m.chat_id
  join brands b on b.id = u.brand_id
  left join users cu on cu.id = u.customer_id
  left join guests g on g.id = u.guest_id
  left join users ag on ag.id = u.agent_id
  left join users au on au.id = m.author_user_id
  left join n on n.chat_id = u.id`;

// One row per message, from arrays of the same length (each chat at most once): $1 chats, $2 their brands, $3 message
// ids, $4 author kinds, $5 authors' user ids (null for a guest), $6 authors' guest ids (null otherwise), $7 bodies,
// $8 the chats' new previews, $9 the messages' times, $10 whether the brand wants each message's notification.
const INPUT = `
  i as (
    select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::uuid[], $6::uuid[], $7::text[],
      $8::text[], $9::timestamptz[], $10::boolean[])
      as i(chat_id, brand_id, message_id, author_kind, user_id, guest_id, body, preview, at, notify)
  )`;

/** The chats that are as the sender may write to them now, locked in the order of their ids (no deadlock between sends). */
const locked = (condition: string) => `
  c as (
    select i.* from chat_rooms r join i on i.chat_id = r.id
    where r.brand_id = i.brand_id and ${condition}
    order by r.id
    for update of r
  )`;

const INSERT = `
  m as (
    insert into chat_messages (id, chat_id, author_kind, author_user_id, author_guest_id, kind, body, created_at)
    select c.message_id, c.chat_id, c.author_kind::message_author, c.user_id, c.guest_id, 'text', c.body, c.at from c
    on conflict (id) do nothing
    returning *
  ),
  s as (select c.* from m join c on c.message_id = m.id and c.chat_id = m.chat_id)`;

const event = (agentId: string) => `
  e as (
    insert into chat_events (chat_id, brand_id, agent_id, actor_user_id, kind, data, at)
    select s.chat_id, s.brand_id, ${agentId}, s.user_id, 'message',
      jsonb_build_object('messageId', s.message_id, 'author', s.author_kind), s.at
    from s
  )`;

/** A shopper's messages to their chats while they wait, are offered or are open. */
export const SEND_SHOPPER_MESSAGE: NamedStatement = {
  name: 'chat_send_shopper_messages',
  text: `
  with ${INPUT},${locked(`r.status in ('waiting_for_agent', 'pending_acceptance', 'open')
      and (r.customer_id = i.user_id or r.guest_id = i.guest_id)`)},${INSERT},${event('null::uuid')},
  u as (
    update chat_rooms r set last_shopper_message_at = s.at,
      awaiting_agent_since = coalesce(r.awaiting_agent_since, s.at), awaiting_shopper_since = null,
      shopper_reminded_at = null, last_message_at = s.at, last_message_preview = s.preview, updated_at = s.at
    from s where r.id = s.chat_id
    returning r.*
  ),
  n as (
    insert into staff_notifications (user_id, kind, chat_id, params, created_at)
    select u.agent_id, 'customer_message', u.id,
      jsonb_build_object('chatNumber', u.number,
        'name', coalesce(case when u.customer_id is null then sg.name else sc.name end, '')),
      s.at
    from u
    join s on s.chat_id = u.id
    left join users sc on sc.id = u.customer_id
    left join guests sg on sg.id = u.guest_id
    where s.notify and u.agent_id is not null and not exists (
      select 1 from staff_notifications o
      where o.user_id = u.agent_id and o.kind = 'customer_message' and o.chat_id = u.id and o.read_at is null
    )
    returning *
  )${result(staffNotification.list)}`,
};

/** Agents' messages to the open chats they hold. */
export const SEND_AGENT_MESSAGE: NamedStatement = {
  name: 'chat_send_agent_messages',
  text: `
  with ${INPUT},${locked(`r.status = 'open' and r.agent_id = i.user_id`)},${INSERT},${event('s.user_id')},
  u as (
    update chat_rooms r set awaiting_shopper_since = coalesce(r.awaiting_shopper_since, s.at),
      awaiting_agent_since = null, agent_delay_alerted_at = null, last_message_at = s.at,
      last_message_preview = s.preview, updated_at = s.at
    from s where r.id = s.chat_id
    returning r.*
  ),
  n as (
    insert into shopper_notifications
      (customer_id, guest_id, chat_id, kind, agent_name, agent_name_ar, preview, created_at)
    select u.customer_id, case when u.customer_id is null then u.guest_id end, u.id, 'agent_message',
      a.name, ${arabicName('a')}, s.preview, s.at
    from u join s on s.chat_id = u.id join users a on a.id = s.user_id
    where s.notify and coalesce(u.customer_id, u.guest_id) is not null
    on conflict (chat_id) where kind = 'agent_message' and read_at is null do update set
      agent_name = excluded.agent_name, agent_name_ar = excluded.agent_name_ar, preview = excluded.preview,
      created_at = excluded.created_at
    -- An older message arriving late never replaces a newer one.
    where excluded.created_at >= shopper_notifications.created_at
    returning *
  )${result(shopperNotification.list)}`,
};

export interface FastSend {
  chatId: string;
  brandId: string;
  messageId: string;
  author: { kind: 'guest'; guestId: string } | { kind: 'customer' | 'agent'; userId: string };
  body: string;
  preview: string;
  at: Date;
  /** Whether the brand wants the message's notification (its "customer message" or "agent message" toggle). */
  notify: boolean;
}

type StaffNotificationRow = typeof staffNotifications.$inferSelect;
type ShopperNotificationRow = typeof shopperNotifications.$inferSelect;

/** What the normal send stored: the message, the chat as it is now, and the notification it wrote (if any). */
export interface FastSent {
  message: MessageWithAuthor;
  view: ChatView;
  notification: { to: 'staff'; row: StaffNotificationRow } | { to: 'shopper'; row: ShopperNotificationRow } | null;
}

/**
 * Normal sends of one side (every author a shopper, or every author an agent), each to a different chat, as one
 * statement; for each, what it stored, or undefined when it is not the normal case.
 */
export async function sendFastTogether(
  statements: Statements,
  sends: readonly FastSend[],
): Promise<(FastSent | undefined)[]> {
  const agents = sends[0]?.author.kind === 'agent';
  if (sends.some((send) => (send.author.kind === 'agent') !== agents)) throw new Error('one side per statement');
  const column = <T>(of: (send: FastSend) => T) => sends.map(of);
  const rows = await statements.run<Record<string, unknown>>(agents ? SEND_AGENT_MESSAGE : SEND_SHOPPER_MESSAGE, [
    column((send) => send.chatId),
    column((send) => send.brandId),
    column((send) => send.messageId),
    column((send) => send.author.kind),
    column(({ author }) => (author.kind === 'guest' ? null : author.userId)),
    column(({ author }) => (author.kind === 'guest' ? author.guestId : null)),
    column((send) => send.body),
    column((send) => send.preview),
    column((send) => send.at.toISOString()),
    column((send) => send.notify),
  ]);
  const byMessage = new Map(rows.map((row) => [row['m.id'] as string, row]));
  return sends.map((send) => {
    const row = byMessage.get(send.messageId);
    return row && row['m.chatId'] === send.chatId ? sentOf(row, agents ? 'shopper' : 'staff') : undefined;
  });
}

function sentOf(row: Record<string, unknown>, notified: 'staff' | 'shopper'): FastSent {
  const text = (key: string) => (row[key] ?? null) as string | null;
  return {
    message: {
      message: message.read(row),
      authorName: text('authorName'),
      authorNameAr: text('authorNameAr'),
      authorImage: text('authorImage'),
      guestName: text('guestName'),
    },
    view: {
      chat: chat.read(row),
      brandNameEn: row.brandNameEn as string,
      brandNameAr: row.brandNameAr as string,
      brandWidgetId: row.brandWidgetId as string,
      customerName: text('customerName'),
      customerPhone: text('customerPhone'),
      customerEmail: text('customerEmail'),
      guestName: text('guestName'),
      agentName: text('agentName'),
      agentNameAr: text('agentNameAr'),
      agentImage: text('agentImage'),
    },
    notification: notificationOf(notified, row),
  };
}

function notificationOf(to: 'staff' | 'shopper', row: Record<string, unknown>): FastSent['notification'] {
  if (row['n.id'] === null || row['n.id'] === undefined) return null;
  return to === 'staff' ? { to, row: staffNotification.read(row) } : { to, row: shopperNotification.read(row) };
}
