import type { NamedStatement, Statements } from '../../db/client.ts';
import type { ReceiptMarks } from './receipts.ts';

/**
 * A side's delivery mark, checked against the chat's members and its last message (the rare, checked way). Internal
 * notes are no message of the conversation: a receipt never points at one.
 */
const delivered = (column: 'shopper_delivered_seq' | 'agent_delivered_seq', member: string): NamedStatement => ({
  name: `chat_receipt_${column}`,
  text: `
  with last as (select coalesce(max(seq), 0) as seq from chat_messages where chat_id = $1::uuid and not internal)
  update chat_rooms r set ${column} = greatest(r.${column}, least($2::int8, last.seq))
  from last
  where r.id = $1::uuid and ${member}
  returning r.shopper_delivered_seq as "shopperDeliveredSeq", r.shopper_read_seq as "shopperReadSeq",
    r.agent_delivered_seq as "agentDeliveredSeq", r.agent_read_seq as "agentReadSeq", last.seq as "lastSeq"`,
});

const SHOPPER_DELIVERED = delivered('shopper_delivered_seq', '(r.customer_id = $3::uuid or r.guest_id = $3::uuid)');
const AGENT_DELIVERED = delivered('agent_delivered_seq', 'r.agent_id = $3::uuid');

/**
 * Dirty chats' marks in one statement, never lowering one (several nodes may write the same chat). It takes only the
 * chats no one else holds (`skip locked`), in the order of their ids: a send holding its chat is never made to wait
 * for receipts, and the receipts never wait for a send. It answers the chats it had to pass over, which stay dirty.
 */
const WRITE_RECEIPTS: NamedStatement = {
  name: 'chat_receipts_write_behind',
  text: `
  with v as (select * from unnest($1::uuid[], $2::int8[], $3::int8[], $4::int8[], $5::int8[]) as v(id, sd, sr, ad, ar)),
  behind as (
    select r.id from chat_rooms r join v on v.id = r.id
    where r.shopper_delivered_seq < v.sd or r.shopper_read_seq < v.sr
      or r.agent_delivered_seq < v.ad or r.agent_read_seq < v.ar
  ),
  l as (
    select r.id from chat_rooms r join behind on behind.id = r.id
    order by r.id
    for update of r skip locked
  ),
  w as (
    update chat_rooms r set
      shopper_delivered_seq = greatest(r.shopper_delivered_seq, v.sd),
      shopper_read_seq = greatest(r.shopper_read_seq, v.sr),
      agent_delivered_seq = greatest(r.agent_delivered_seq, v.ad),
      agent_read_seq = greatest(r.agent_read_seq, v.ar)
    from v join l on l.id = v.id
    where r.id = v.id
  )
  select behind.id from behind where not exists (select 1 from l where l.id = behind.id)`,
};

/** How many chats one write-behind statement takes: each holds its chats only for its own short statement. */
const RECEIPTS_PER_STATEMENT = 50;

type Row = Record<keyof ReceiptMarks | 'lastSeq', string | number>;

/** The chat's marks and last seq after a checked delivery mark; undefined when the person is not its member. */
export async function markDeliveredChecked(
  statements: Statements,
  side: 'shopper' | 'agent',
  chatId: string,
  personId: string,
  seq: number,
): Promise<{ marks: ReceiptMarks; lastSeq: number } | undefined> {
  const [row] = await statements.run<Row>(side === 'shopper' ? SHOPPER_DELIVERED : AGENT_DELIVERED, [
    chatId,
    seq,
    personId,
  ]);
  if (!row) return undefined;
  return {
    marks: {
      shopperDeliveredSeq: Number(row.shopperDeliveredSeq),
      shopperReadSeq: Number(row.shopperReadSeq),
      agentDeliveredSeq: Number(row.agentDeliveredSeq),
      agentReadSeq: Number(row.agentReadSeq),
    },
    lastSeq: Number(row.lastSeq),
  };
}

/** Writes the chats' marks; answers the ids of the chats that were held by others, to be written next time. */
export async function writeReceipts(
  statements: Statements,
  rows: readonly [string, ReceiptMarks][],
): Promise<string[]> {
  const passedOver: string[] = [];
  for (let start = 0; start < rows.length; start += RECEIPTS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + RECEIPTS_PER_STATEMENT);
    const held = await statements.run<{ id: string }>(WRITE_RECEIPTS, [
      chunk.map(([id]) => id),
      chunk.map(([, marks]) => marks.shopperDeliveredSeq),
      chunk.map(([, marks]) => marks.shopperReadSeq),
      chunk.map(([, marks]) => marks.agentDeliveredSeq),
      chunk.map(([, marks]) => marks.agentReadSeq),
    ]);
    passedOver.push(...held.map((row) => row.id));
  }
  return passedOver;
}
