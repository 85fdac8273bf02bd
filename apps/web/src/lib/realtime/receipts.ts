import type { ChatReceipts } from '@tawasul/contracts/chats';

/**
 * A chat's receipts after news of them: each mark only moves forward. A `receipt` event carries the marks that rose
 * on the node that sent it (one side's, or all four), and nodes tell them in no set order, so a late or partial
 * one never takes a mark back.
 */
export function mergeReceipts(current: ChatReceipts, news: Partial<ChatReceipts>): ChatReceipts {
  return {
    shopperDeliveredSeq: Math.max(current.shopperDeliveredSeq, news.shopperDeliveredSeq ?? 0),
    shopperReadSeq: Math.max(current.shopperReadSeq, news.shopperReadSeq ?? 0),
    agentDeliveredSeq: Math.max(current.agentDeliveredSeq, news.agentDeliveredSeq ?? 0),
    agentReadSeq: Math.max(current.agentReadSeq, news.agentReadSeq ?? 0),
  };
}
