import { describe, expect, it } from 'vitest';
import { chat as chatRecord, message } from '../../test/chat-factories.ts';
import { withMessage } from './chat-activity.ts';

describe('withMessage', () => {
  const chat = chatRecord({ lastMessageAt: '2026-11-20T09:20:00.000Z', lastMessage: 'Hello' });

  it('moves the chat’s activity and preview to a newer message a person wrote', () => {
    const newer = message(chat.id, { body: 'Where is my order?', createdAt: '2026-11-20T09:21:00.000Z' });
    expect(withMessage(chat, newer)).toMatchObject({
      lastMessageAt: '2026-11-20T09:21:00.000Z',
      lastMessage: 'Where is my order?',
    });
  });

  it('keeps the preview for a system line, and shows a count for files', () => {
    const system = message(chat.id, {
      author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
      kind: 'system',
      body: '',
      systemKey: 'closed.agent',
      createdAt: '2026-11-20T09:22:00.000Z',
    });
    expect(withMessage(chat, system)).toMatchObject({ lastMessage: 'Hello', lastMessageAt: system.createdAt });
    const files = message(chat.id, {
      body: '',
      attachments: [
        { kind: 'image', uploadId: 'u1', url: '/api/files/u1', name: 'a.png', mimeType: 'image/png', size: 1 },
      ],
      createdAt: '2026-11-20T09:23:00.000Z',
    });
    expect(withMessage(chat, files).lastMessage).toBe('📎 1');
  });

  it('changes nothing for an older message (a catch-up), an internal note, or another chat’s message', () => {
    expect(withMessage(chat, message(chat.id, { internal: true, createdAt: '2026-11-20T09:30:00.000Z' }))).toBe(chat);
    expect(withMessage(chat, message(chat.id, { createdAt: '2026-11-20T09:00:00.000Z' }))).toBe(chat);
    expect(withMessage(chat, message('another-chat', { createdAt: '2026-11-20T09:30:00.000Z' }))).toBe(chat);
  });
});
