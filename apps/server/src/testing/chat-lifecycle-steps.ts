import { expect } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../db/factories.ts';
import { signedIn, type SignedInUser } from './back-office.ts';
import { chatAction, getChat, waitingChat, type Credentials } from './chat-flows.ts';
import type { TestApp } from './test-app.ts';

/** Preset messages in both languages, with the agent welcome's {agentName} placeholder. */
export const PRESETS = {
  welcome: [
    { en: 'Welcome to our shop.', ar: 'أهلًا بك في متجرنا.' },
    { en: 'What is your order number?', ar: 'ما رقم طلبك؟' },
    { en: 'We reply within minutes.', ar: 'نرد خلال دقائق.' },
  ],
  agentWelcome: { en: 'Hello, {agentName} here.', ar: 'مرحبًا، معك {agentName}.' },
  onWaiting: { en: 'Our agents are busy; please wait.', ar: 'موظفونا مشغولون، يرجى الانتظار.' },
};

/**
 * The steps the chat lifecycle tests share, on the test file's app: a getter, since the app is made in `beforeAll`
 * after the steps are.
 */
export function lifecycleSteps(app: () => TestApp) {
  /** A brand of its own for a test (its queue and agents are the test's alone), with a manager. */
  async function team() {
    const t = app();
    const brand = await insertBrand(t.database.db);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    return { brand, manager };
  }

  /** Assignments are ordered by time: each step of a test happens a second after the one before. */
  const tick = () => app().clock.advance(1000);

  async function changeAgent(who: SignedInUser, chatId: string, agentId: string) {
    return app().request({
      method: 'PUT',
      url: `/api/chats/${chatId}/agent`,
      cookie: who.cookie,
      payload: { agentId },
    });
  }

  /** A chat the agent has accepted. */
  async function openChat(brand: BrandRow, agent: SignedInUser) {
    const t = app();
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(agent.user.id);
    const accepted = await chatAction(t, agent, chat.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { guest, chat: accepted.json<ChatResponse>() };
  }

  async function expectStatus(who: Credentials, chatId: string, status: ChatResponse['status']) {
    const chat = await getChat(app(), who, chatId);
    expect(chat.status).toBe(status);
    return chat;
  }

  return { team, tick, changeAgent, openChat, expectStatus };
}
