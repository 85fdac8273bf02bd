import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { BRAND_ID, uuid } from '../../../../test/factories.ts';

/** Records in the contracts' shapes for the composer's and the canned picker's tests. */

export const CHAT_ID = '66666666-6666-4666-8666-666666666661';
export const RETURNS_ID = '44444444-4444-4444-8444-444444444441';
export const WARRANTY_ID = '44444444-4444-4444-8444-444444444442';
export const AGENT_ID = '77777777-7777-4777-8777-777777777771';

export function chat(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    id: CHAT_ID,
    number: 1042,
    brandId: BRAND_ID,
    brandName: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    brandWidgetId: 'w_falcon',
    status: 'open',
    language: 'en',
    shopper: { kind: 'guest', id: uuid(), name: 'Huda', phone: null, email: null },
    agent: { id: AGENT_ID, name: 'Amal Haddad', nameAr: null, image: null },
    startedAt: '2026-11-05T09:00:00.000Z',
    waitingSince: '2026-11-05T09:00:10.000Z',
    offeredAt: '2026-11-05T09:00:11.000Z',
    acceptedAt: '2026-11-05T09:00:20.000Z',
    closedAt: null,
    closeReason: null,
    lastMessageAt: '2026-11-05T09:01:00.000Z',
    lastMessage: 'Hello',
    receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 },
    ...overrides,
  };
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
    createdAt: '2026-11-05T09:02:00.000Z',
    editedAt: null,
    deletedAt: null,
  };
}

export function upload(kind: UploadResponse['kind'], name: string): UploadResponse {
  const id = uuid();
  return {
    id,
    kind,
    mimeType: { image: 'image/png', document: 'application/pdf', video: 'video/mp4' }[kind],
    sizeBytes: 245_760,
    originalName: name,
    url: `/api/uploads/${id}`,
    width: kind === 'image' ? 64 : null,
    height: kind === 'image' ? 64 : null,
  };
}

const returns = { id: RETURNS_ID, nameEn: 'Returns', nameAr: 'الإرجاع' };
const warranty = { id: WARRANTY_ID, nameEn: 'Warranty', nameAr: 'الضمان' };
export const categoryOptions = () => ({ items: [returns, warranty] });

export function cannedCase(overrides: Partial<CannedCaseResponse> = {}): CannedCaseResponse {
  return {
    id: uuid(),
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    titleEn: 'Returning a console',
    titleAr: 'إرجاع جهاز الألعاب',
    descriptionEn: 'Pack it in its box and book a pickup.',
    descriptionAr: 'ضع الجهاز في علبته واحجز موعد الاستلام.',
    categories: [returns],
    images: [upload('image', 'front.png'), upload('image', 'back.png')],
    documents: [upload('document', 'return-policy.pdf')],
    video: null,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

export const warrantyCase = () =>
  cannedCase({
    titleEn: 'Warranty claim',
    titleAr: 'مطالبة الضمان',
    descriptionEn: 'Send us the serial number.',
    descriptionAr: 'أرسل لنا الرقم التسلسلي.',
    categories: [warranty],
    images: [upload('image', 'serial.png')],
    documents: [upload('document', 'warranty.pdf'), upload('document', 'form.pdf')],
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  });
