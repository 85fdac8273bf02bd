import type { MessageResponse } from '@tawasul/contracts/chats';
import { useNowUntil } from '../../lib/time/use-now.ts';

/**
 * What the agent console and the widget decide alike about one message: whose it is, how far it got, and whether its
 * writer may still change it. Types only from contracts: the widget's page imports this file too (it carries no Zod).
 */

/** The shopper wrote it, signed in or as a guest. */
export const isShopperMessage = (message: MessageResponse) =>
  message.author.kind === 'customer' || message.author.kind === 'guest';

export type Delivery = 'sending' | 'sent' | 'delivered' | 'read';

/**
 * How far one's own message got, from the other side's receipts (the shopper's in the console, the team's in the
 * widget): `sending` until the server has stored it (`seq` 0).
 */
export function deliveryOf(message: MessageResponse, other: { readSeq: number; deliveredSeq: number }): Delivery {
  if (message.seq === 0) return 'sending';
  if (message.seq <= other.readSeq) return 'read';
  if (message.seq <= other.deliveredSeq) return 'delivered';
  return 'sent';
}

/** The brand's windows for changing one's own messages, in minutes. */
export interface MessageWindows {
  editMinutes: number;
  deleteMinutes: number;
}

/**
 * Whether one's own stored message may still be edited (it has text) or deleted, within the brand's windows (null:
 * never, as in a read-only chat). The answer changes by itself as a window closes.
 */
export function useChangeWindows(message: MessageResponse, mine: boolean, windows: MessageWindows | null) {
  const deleted = message.deletedAt !== null;
  const changeable = mine && !deleted && message.seq > 0 && windows !== null;
  const created = Date.parse(message.createdAt);
  const editUntil = windows ? created + windows.editMinutes * 60_000 : 0;
  const deleteUntil = windows ? created + windows.deleteMinutes * 60_000 : 0;
  const now = useNowUntil(changeable ? [editUntil, deleteUntil] : []);
  return { canEdit: changeable && message.body !== '' && now < editUntil, canDelete: changeable && now < deleteUntil };
}
