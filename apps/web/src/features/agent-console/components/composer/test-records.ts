import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { cannedCase, upload, WARRANTY_ID } from '../../../../test/canned-factories.ts';
import { chat as baseChat } from '../../../../test/chat-factories.ts';
import { uuid } from '../../../../test/factories.ts';

/** Records in the contracts' shapes for the composer's and the canned picker's tests. */

export const CHAT_ID = '66666666-6666-4666-8666-666666666661';
export { RETURNS_ID, WARRANTY_ID } from '../../../../test/canned-factories.ts';
const AGENT_ID = '77777777-7777-4777-8777-777777777771';

/** The chat the composer writes in: Huda's, a guest, with Amal. */
export function chat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return baseChat({
    id: CHAT_ID,
    shopper: { kind: 'guest', id: uuid(), name: 'Huda', phone: null, email: null },
    agent: { id: AGENT_ID, name: 'Amal Haddad', nameAr: null, image: null },
    startedAt: '2026-11-05T09:00:00.000Z',
    waitingSince: '2026-11-05T09:00:10.000Z',
    offeredAt: '2026-11-05T09:00:11.000Z',
    acceptedAt: '2026-11-05T09:00:20.000Z',
    lastMessageAt: '2026-11-05T09:01:00.000Z',
    lastMessage: 'Hello',
    ...overrides,
  });
}

/** The server's copy of what the agent sent. */
export function storedMessage(body: { id: string; body?: string; caseId?: string }, seq = 7): MessageResponse {
  return {
    id: body.id,
    chatId: CHAT_ID,
    seq,
    kind: body.caseId ? 'canned' : 'text',
    author: { kind: 'agent', id: AGENT_ID, name: 'Amal Haddad', nameAr: null, image: null },
    body: body.body ?? '',
    systemKey: null,
    systemParams: null,
    attachments: [],
    caseId: body.caseId ?? null,
    internal: false,
    createdAt: '2026-11-05T09:02:00.000Z',
    editedAt: null,
    deletedAt: null,
  };
}

export { cannedCase, categoryOptions } from '../../../../test/canned-factories.ts';

export const warrantyCase = () =>
  cannedCase({
    titleEn: 'Warranty claim',
    titleAr: 'مطالبة الضمان',
    descriptionEn: 'Send us the serial number.',
    descriptionAr: 'أرسل لنا الرقم التسلسلي.',
    categories: [{ id: WARRANTY_ID, nameEn: 'Warranty', nameAr: 'الضمان' }],
    images: [upload('image', 'serial.png')],
    documents: [upload('document', 'warranty.pdf'), upload('document', 'form.pdf')],
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  });
