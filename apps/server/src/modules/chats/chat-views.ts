// A chat as its views show it (brand, shopper and agent names), the row types of the chat tables, and the small
// helpers every chat query shares.
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageAttachment } from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { type chatEvents, type chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { users } from '../../db/schema/users.ts';

/** A database or a transaction: every query here runs in either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ChatRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;
export type ChatEventInsert = typeof chatEvents.$inferInsert;

const customer = alias(users, 'customer');
export const agent = alias(users, 'agent');
export const author = alias(users, 'author');

/** A user's Arabic name from its Arabic first and last names; null when it has none. */
export function arabicName(user: { firstNameAr: AnyColumn; lastNameAr: AnyColumn }) {
  return sql<string | null>`nullif(concat_ws(' ', ${user.firstNameAr}, ${user.lastNameAr}), '')`;
}

const chatColumns = {
  chat: chatRooms,
  brandNameEn: brands.nameEn,
  brandNameAr: brands.nameAr,
  brandWidgetId: brands.widgetId,
  customerName: customer.name,
  customerPhone: customer.phoneNumber,
  customerEmail: customer.email,
  guestName: guests.name,
  agentName: agent.name,
  agentNameAr: arabicName(agent),
  agentImage: agent.image,
};

/** A chat with what its views show: brand, shopper and agent names. */
export type ChatView = {
  chat: ChatRow;
  brandNameEn: string;
  brandNameAr: string;
  brandWidgetId: string;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  guestName: string | null;
  agentName: string | null;
  agentNameAr: string | null;
  agentImage: string | null;
};

export function viewQuery(db: Executor) {
  return db
    .select(chatColumns)
    .from(chatRooms)
    .innerJoin(brands, eq(brands.id, chatRooms.brandId))
    .leftJoin(customer, eq(customer.id, chatRooms.customerId))
    .leftJoin(guests, eq(guests.id, chatRooms.guestId))
    .leftJoin(agent, eq(agent.id, chatRooms.agentId));
}

/** The attachments column holds exactly what readers receive. */
export const attachmentsOf = (row: MessageRow): MessageAttachment[] => row.attachments as MessageAttachment[];

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
