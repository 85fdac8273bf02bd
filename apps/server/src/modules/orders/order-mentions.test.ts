import { describe, expect, it } from 'vitest';
import { orderMentions } from './order-mentions.ts';

describe('order numbers written in a chat', () => {
  it.each([
    ['Where is my order 2500101?', ['2500101']],
    ['#97 and #1042', ['97', '1042']],
    ['order no. 55', ['55']],
    ['رقم الطلب ٢٥٠٠١٠٧ لو سمحت', ['2500107']],
    ['طلبي 88 لم يصل', ['88']],
    ['I have 2 boxes and 10 dates', []],
    ['call me on 0550000101, +966550000101 or 550000101', []],
    ['orders 10401, 10401 and 10402', ['10401', '10402']],
    ['a very long number 1234567890123 is no order', []],
  ])('%s → %j', (text, expected) => {
    expect(orderMentions([text])).toEqual(expected);
  });

  it('reads the newest message first and keeps at most five distinct numbers', () => {
    const messages = ['newest 1006 1007', 'then 1001 1002', 'oldest 1003 1004 1005 1001'];
    expect(orderMentions(messages)).toEqual(['1006', '1007', '1001', '1002', '1003']);
  });
});
