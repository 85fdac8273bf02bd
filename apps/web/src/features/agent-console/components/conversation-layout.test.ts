import { describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { layOutConversation, localDay } from './conversation-layout.ts';
import { previewMessage } from './inbox-items.tsx';

const SHOPPER = { kind: 'guest' as const, id: '11111111-1111-4111-8111-111111111111', name: 'Maha', nameAr: null };
const AGENT = { kind: 'agent' as const, id: '22222222-2222-4222-8222-222222222222', name: 'Sara', nameAr: null };
const SYSTEM = { kind: 'system' as const, id: null, name: null, nameAr: null };

let seq = 0;
function line(author: typeof SHOPPER | typeof AGENT | typeof SYSTEM, at: string, extra: Partial<MessageResponse> = {}) {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    chatId: '33333333-3333-4333-8333-333333333333',
    seq,
    kind: author.kind === 'system' ? 'system' : 'text',
    author: { ...author, image: null },
    body: author.kind === 'system' ? '' : `line ${seq}`,
    systemKey: author.kind === 'system' ? 'closed.agent' : null,
    systemParams: null,
    attachments: [],
    caseId: null,
    internal: false,
    createdAt: new Date(at).toISOString(),
    editedAt: null,
    deletedAt: null,
    ...extra,
  } satisfies MessageResponse;
}

describe('the denser conversation', () => {
  it('groups one person’s consecutive lines within five minutes and puts a separator before each day', () => {
    const laidOut = layOutConversation([
      line(SHOPPER, '2026-11-26T10:00:00'),
      line(SHOPPER, '2026-11-26T10:01:00'),
      line(AGENT, '2026-11-26T10:02:00'),
      line(AGENT, '2026-11-26T10:02:30'),
      line(AGENT, '2026-11-26T10:02:40', { internal: true }),
      line(AGENT, '2026-11-26T10:09:00'),
      line(SYSTEM, '2026-11-26T10:09:30'),
      line(AGENT, '2026-11-26T10:09:40'),
      line(SHOPPER, '2026-11-27T09:00:00'),
      line(SHOPPER, '2026-11-27T09:00:05'),
    ]);
    expect(laidOut.map(({ continues }) => continues)).toEqual([
      false,
      true,
      false,
      true,
      // A note is not the agent's reply: its own group.
      false,
      // Six minutes later: a new group.
      false,
      false,
      // After a system line.
      false,
      // A new day starts a new group.
      false,
      true,
    ]);
    expect(laidOut.map(({ newDay }) => newDay).filter(Boolean)).toEqual(['2026-11-26', '2026-11-27']);
    expect(laidOut[0]!.newDay).toBe(localDay('2026-11-26T10:00:00'));
  });
});

describe('the inbox preview', () => {
  it('shows the last delivered words, never a reply still sending or "Not sent"', () => {
    const delivered = line(SHOPPER, '2026-11-27T09:00:00');
    const answered = line(AGENT, '2026-11-27T09:01:00');
    const failed = line(AGENT, '2026-11-27T09:02:00', { seq: 0, body: 'Lost in the drop' });
    const note = line(AGENT, '2026-11-27T09:03:00', { internal: true });
    const text = (message: MessageResponse) => message.body;
    expect(previewMessage([delivered, answered, failed, note], text)).toBe(answered);
    expect(previewMessage([delivered, failed], text)).toBe(delivered);
    expect(previewMessage([failed], text)).toBeUndefined();
  });
});
