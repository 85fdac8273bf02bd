import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.ts';
import { APP_URL } from './origins.ts';

const NOBODY = { cookies: [], origins: [] };
/** How often an agent's console socket vouches for its presence (apps/server/src/plugins/realtime.ts). */
const HEARTBEAT_MS = 15_000;

/** A chat as the journeys need it (the part of the server's ChatResponse they look at). */
export interface ChatSummary {
  id: string;
  number: number;
  status: string;
  agent: { id: string; name: string } | null;
}

/**
 * A guest on a brand's store, talking through the widget's API with its bearer token (no cookies): it starts a chat
 * and writes in it, as the widget would. `close()` ends its request context.
 */
export async function guestShopper(
  playwright: PlaywrightWorkerArgs['playwright'],
  { widgetId, name }: { widgetId: string; name: string },
) {
  // Inside a test, new request contexts start from its options: without an empty state they carry its cookies.
  const request = await playwright.request.newContext({ baseURL: APP_URL, storageState: NOBODY });
  const guest = await request.post(`/api/public/brands/${widgetId}/guests`, { data: { name, language: 'en' } });
  expect(guest.ok(), await guest.text()).toBe(true);
  const { token } = (await guest.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  return {
    async startChat(): Promise<ChatSummary> {
      const response = await request.post('/api/shopper/chats', { data: { widgetId, language: 'en' }, headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as ChatSummary;
    },
    async send(chatId: string, body: string): Promise<void> {
      const response = await request.post(`/api/chats/${chatId}/messages`, {
        data: { id: randomUUID(), body },
        headers,
      });
      expect(response.ok(), await response.text()).toBe(true);
    },
    /**
     * The widget's "Track order": one order of the brand's store, as the server reads it (an OrderView), for a guest
     * who gives the phone the order was placed with.
     */
    async trackOrder(
      reference: string,
      phone: string,
    ): Promise<{ reference: string; platform: string; status: string | null }> {
      const response = await request.post(`/api/public/brands/${widgetId}/orders/track`, {
        data: { reference, phone },
        headers,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { reference: string; platform: string; status: string | null };
    },
    close: () => request.dispose(),
  };
}

/**
 * A staff member signed in through the API in a context of its own (an agent going online for the router, say).
 * Changes carry the app's origin, as the browser's would: the server refuses cookie-borne changes from elsewhere.
 */
export async function staffSession(playwright: PlaywrightWorkerArgs['playwright'], email: string) {
  const request: APIRequestContext = await playwright.request.newContext({
    baseURL: APP_URL,
    storageState: NOBODY,
    extraHTTPHeaders: { origin: APP_URL },
  });
  const response = await request.post('/api/auth/sign-in/password', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  // An agent online with no console open: the server sweeps it offline once no socket has vouched for it within the
  // grace period (60 s), and its offers go back to the queue. Saying "online" again is a sign of life, as a console's
  // socket gives every 15 s, so a journey that runs past a minute on a busy machine keeps its agent.
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // A sign of life on its way must land before a change of mind, or it would put the agent back online.
  let beating: Promise<unknown> = Promise.resolve();
  const stopHeartbeat = async () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
    await beating;
  };
  return {
    request,
    async setOnline(isOnline: boolean): Promise<void> {
      await stopHeartbeat();
      const changed = await request.patch('/api/auth/changeOnlineStatus', { data: { isOnline } });
      expect(changed.ok(), await changed.text()).toBe(true);
      if (isOnline) {
        heartbeat = setInterval(() => {
          beating = request.patch('/api/auth/changeOnlineStatus', { data: { isOnline: true } }).catch(() => undefined);
        }, HEARTBEAT_MS);
      }
    },
    close: async () => {
      await stopHeartbeat();
      await request.dispose();
    },
  };
}
