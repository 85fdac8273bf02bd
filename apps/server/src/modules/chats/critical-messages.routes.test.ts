import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, CriticalMessageListResponse, CriticalMessageResponse } from '@tawasul/contracts/chats';
import { insertBrand, insertCategory, type BrandRow, type CategoryRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { chatAction, onlineAgent, sent, waitingChat } from '../../testing/chat-flows.ts';
import {
  brandSettings,
  configureBrand,
  eventually,
  expectError,
  notificationsOfKind,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
let otherBrand: BrandRow;
let manager: SignedInUser;
let secondManager: SignedInUser;
let otherManager: SignedInUser;
let agent: SignedInUser;
let category: CategoryRow;

const chargeback = {
  word: 'chargeback',
  titleEn: 'Chargeback threat',
  titleAr: 'تهديد باسترداد عبر البنك',
  descriptionEn: 'The customer may dispute the payment.',
  descriptionAr: 'قد يعترض العميل على الدفعة.',
};
const cancellation = {
  word: 'إلغاء',
  titleEn: 'Cancellation',
  titleAr: 'إلغاء',
  descriptionEn: 'The customer wants to cancel.',
  descriptionAr: 'يريد العميل الإلغاء.',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  otherBrand = await insertBrand(t.database.db);
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  secondManager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  otherManager = await signedIn(t, { role: 'brand_manager', brandId: otherBrand.id });
  await configureBrand(t, manager, brand.id, {
    notificationConfig: { criticalWords: [chargeback, cancellation] },
    toggles: { customerMessage: false },
  });
  await configureBrand(t, otherManager, otherBrand.id, {
    notificationConfig: { criticalWords: [chargeback] },
  });
  category = await insertCategory(t.database.db, {
    nameEn: 'Damaged items',
    nameAr: 'منتجات تالفة',
    criticalWords: ['damaged', 'مكسورة'],
  });
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 50 });
  agent = await onlineAgent(t, brand);
});
afterAll(() => t.close());

async function openChat(chatBrand = brand, chatAgent = agent) {
  const { guest, chat } = await waitingChat(t, chatBrand);
  expect(chat.agent?.id).toBe(chatAgent.user.id);
  const accepted = await chatAction(t, chatAgent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

async function listCritical(who: SignedInUser, query = '') {
  const response = await t.request({ method: 'GET', url: `/api/critical-messages?${query}`, cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CriticalMessageListResponse>();
}

const ofChat = async (who: SignedInUser, chatId: string, query = '') =>
  (await listCritical(who, `pageSize=100&${query}`)).items.filter((item) => item.chatId === chatId);

const setHandled = (who: SignedInUser, id: string, handled: boolean) =>
  t.request({ method: 'PATCH', url: `/api/critical-messages/${id}/handled`, cookie: who.cookie, payload: { handled } });

describe('a shopper message with a critical word', () => {
  it('is stored as one critical message naming every word: the brand’s word and a category’s word', async () => {
    const { guest, chat } = await openChat();
    const message = await sent(t, guest, chat.id, 'I will file a CHARGEBACK: the lamp arrived damaged.');

    const items = await ofChat(manager, chat.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      messageId: message.id,
      chatNumber: chat.number,
      brandId: brand.id,
      brandName: brand.nameEn,
      shopperName: 'Guest shopper',
      word: 'chargeback, damaged',
      titleEn: `${chargeback.titleEn} · Damaged items`,
      titleAr: `${chargeback.titleAr} · منتجات تالفة`,
      descriptionEn: chargeback.descriptionEn,
      descriptionAr: chargeback.descriptionAr,
      categoryId: category.id,
      excerpt: 'I will file a CHARGEBACK: the lamp arrived damaged.',
      handled: false,
    });
  });

  it('gives one record, one live alert and one bell item for a word that is both a brand word and a category word', async () => {
    // A brand of its own: its word "fraud" is also a category's (categories serve every brand; no other test writes it).
    const fraudBrand = await insertBrand(t.database.db);
    const fraud = { ...chargeback, word: 'fraud', titleEn: 'Fraud claim', titleAr: 'ادعاء احتيال' };
    await configureBrand(t, admin, fraudBrand.id, { notificationConfig: { criticalWords: [fraud] } });
    const created = await t.request({
      method: 'POST',
      url: '/api/canned-responses/categories',
      cookie: admin.cookie,
      payload: { nameEn: 'Fraud', nameAr: 'احتيال', criticalWords: ['fraud'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const both = created.json<{ id: string }>();
    const fraudAgent = await onlineAgent(t, fraudBrand);
    const fraudManager = await signedIn(t, { role: 'brand_manager', brandId: fraudBrand.id });
    const { guest, chat } = await openChat(fraudBrand, fraudAgent);
    const live: unknown[] = [];
    const off = t.app.domainEvents.on('critical.created', ({ critical }) => {
      if (critical.chatId === chat.id) live.push(critical);
    });
    try {
      await sent(t, guest, chat.id, 'This is FRAUD, plain fraud.');
      await eventually(async () => {
        for (const who of [fraudAgent, fraudManager]) {
          expect(await notificationsOfKind(t, who, 'critical_message', chat.id)).toHaveLength(1);
        }
      });
    } finally {
      off();
    }
    const items = await ofChat(fraudManager, chat.id);
    expect(items).toHaveLength(1);
    // The brand's own wording first; the category is kept for the agent's case suggestions.
    expect(items[0]).toMatchObject({
      word: 'fraud',
      titleEn: 'Fraud claim · Fraud',
      titleAr: 'ادعاء احتيال · احتيال',
      descriptionEn: chargeback.descriptionEn,
      categoryId: both.id,
    });
    expect(live).toHaveLength(1);
    const flags = await t.request({ method: 'GET', url: `/api/chats/${chat.id}/flags`, cookie: fraudAgent.cookie });
    expect(flags.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('alerts the assigned agent and every manager of the brand, with the word’s title and description', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'Please do a chargeback');
    const colleague = await signedIn(t, { role: 'agent', brandId: brand.id });

    await eventually(async () => {
      for (const who of [agent, manager, secondManager]) {
        expect(await notificationsOfKind(t, who, 'critical_message', chat.id)).toHaveLength(1);
      }
    });
    const [alert] = await notificationsOfKind(t, agent, 'critical_message', chat.id);
    expect(alert?.params).toEqual({
      chatNumber: chat.number,
      word: 'chargeback',
      titleEn: chargeback.titleEn,
      titleAr: chargeback.titleAr,
      descriptionEn: chargeback.descriptionEn,
      descriptionAr: chargeback.descriptionAr,
    });
    expect(alert?.readAt).toBeNull();
    for (const who of [colleague, otherManager, admin]) {
      expect(await notificationsOfKind(t, who, 'critical_message', chat.id)).toHaveLength(0);
    }

    // The notification centre counts it unread until it is read.
    const before = await t.request({ method: 'GET', url: '/api/notifications', cookie: agent.cookie });
    const unread = before.json<{ unread: number }>().unread;
    expect(unread).toBeGreaterThanOrEqual(1);
    const read = await t.request({
      method: 'POST',
      url: '/api/notifications/read',
      cookie: agent.cookie,
      payload: { ids: [alert!.id] },
    });
    expect(read.json()).toEqual({ unread: unread - 1 });
    expect((await notificationsOfKind(t, agent, 'critical_message', chat.id))[0]?.readAt).not.toBeNull();
  });

  it('matches the Arabic word however the shopper spells it', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'أريد الغاء الطلب');
    await sent(t, guest, chat.id, 'أريد إلْغَـاء الطلب فورًا');
    await sent(t, guest, chat.id, 'الشاشة مكسوره');
    await sent(t, guest, chat.id, 'لا أريد الإلغاءات');
    const words = (await ofChat(manager, chat.id, 'sort=createdAt&order=asc')).map((item) => item.word);
    expect(words.sort()).toEqual(['إلغاء', 'إلغاء', 'مكسورة'].sort());
  });

  it('is not flagged when the agent writes it, nor when the word is only part of another word', async () => {
    const { guest, chat } = await openChat();
    await sent(t, agent, chat.id, 'No chargeback is needed, we will replace the damaged lamp.');
    await sent(t, guest, chat.id, 'Chargebacks are not my style; undamaged is what I want.');
    expect(await ofChat(manager, chat.id)).toEqual([]);
  });

  it('alerts the managers even while the chat waits for an agent', async () => {
    const { chat } = await waitingChat(t, otherBrand, 'I want a chargeback');
    expect(chat.agent).toBeNull();
    await eventually(async () =>
      expect(await notificationsOfKind(t, otherManager, 'critical_message', chat.id)).toHaveLength(1),
    );
    expect(await notificationsOfKind(t, manager, 'critical_message', chat.id)).toHaveLength(0);
  });
});

describe('the Critical Message list', () => {
  it('shows each brand manager its own brand, and admins every brand or the one they pick', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'chargeback now');
    const { chat: foreign } = await waitingChat(t, otherBrand, 'chargeback there too');

    expect(await ofChat(manager, chat.id)).toHaveLength(1);
    expect(await ofChat(manager, foreign.id)).toHaveLength(0);
    expect(await ofChat(otherManager, foreign.id)).toHaveLength(1);
    expect(await ofChat(otherManager, chat.id)).toHaveLength(0);
    expect(await ofChat(admin, chat.id)).toHaveLength(1);
    expect(await ofChat(admin, foreign.id)).toHaveLength(1);
    expect(await ofChat(admin, foreign.id, `brandId=${brand.id}`)).toHaveLength(0);
    const everyOfBrand = await listCritical(manager, 'pageSize=100');
    expect(everyOfBrand.items.every((item) => item.brandId === brand.id)).toBe(true);

    const peek = await t.request({
      method: 'GET',
      url: `/api/critical-messages?brandId=${brand.id}`,
      cookie: otherManager.cookie,
    });
    expectError(peek, 'BRAND_NOT_FOUND');
    const forAgent = await t.request({ method: 'GET', url: '/api/critical-messages', cookie: agent.cookie });
    expectError(forAgent, 'FORBIDDEN');
  });

  it('searches by word and text', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'The vase is damaged, a unique zebra pattern');
    const found = await listCritical(manager, 'search=zebra');
    expect(found.items.map((item) => item.chatId)).toEqual([chat.id]);
  });

  it('marks a message handled and back, for the brand’s managers and admins only', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'chargeback!');
    const [item] = await ofChat(manager, chat.id);

    const handled = await setHandled(manager, item!.id, true);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json<CriticalMessageResponse>().handled).toBe(true);
    expect(await ofChat(manager, chat.id, 'handled=false')).toHaveLength(0);
    expect(await ofChat(manager, chat.id, 'handled=true')).toHaveLength(1);

    expectError(await setHandled(otherManager, item!.id, false), 'MESSAGE_NOT_FOUND');
    expectError(await setHandled(agent, item!.id, false), 'FORBIDDEN');
    const undone = await setHandled(admin, item!.id, false);
    expect(undone.json<CriticalMessageResponse>().handled).toBe(false);
    expect(await ofChat(manager, chat.id, 'handled=false')).toHaveLength(1);
  });
});
