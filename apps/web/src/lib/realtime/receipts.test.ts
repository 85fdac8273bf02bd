import { describe, expect, it } from 'vitest';
import { mergeReceipts } from './receipts.ts';

const marks = { shopperDeliveredSeq: 10, shopperReadSeq: 8, agentDeliveredSeq: 12, agentReadSeq: 12 };

describe('mergeReceipts', () => {
  it('raises only the marks the news carries', () => {
    expect(mergeReceipts(marks, { shopperDeliveredSeq: 14 })).toEqual({ ...marks, shopperDeliveredSeq: 14 });
  });

  it('never takes a mark back (a late event from another node)', () => {
    expect(mergeReceipts(marks, { shopperDeliveredSeq: 9, agentReadSeq: 3, shopperReadSeq: 9 })).toEqual({
      ...marks,
      shopperReadSeq: 9,
    });
  });
});
