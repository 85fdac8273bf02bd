// The Chat Management screen's tests share this: a stand-in server with its lists, the screen rendered live.
import { screen } from '@testing-library/react';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import type { Clock } from '../../lib/time/clock.ts';
import { BRAND_ID, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { ChatManagementScreen } from './chat-management-screen.tsx';
import { chat, guestChat, OMAR, SARA } from './chat-test-data.ts';

export const PATH = '/admin/chat-management';
export const admin = sessionUser(['admin']);
export const manager = sessionUser(['brand_manager']);

export const noura = chat();
const guest = guestChat();

const brandOptions = () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] });
const agents = () => ok(page([SARA, OMAR]));

export function server(
  routes: Record<
    string,
    (request: Parameters<Parameters<typeof standInServer>[0][string]>[0]) => StandInAnswer | Promise<StandInAnswer>
  > = {},
) {
  return standInServer({
    'GET /api/chats/queue': () => ok({ items: [], canTake: false, load: 0, maxLoad: 0 }),
    'GET /api/chats': () => ok(page([noura, guest])),
    'GET /api/brands/options': brandOptions,
    'GET /api/agents': agents,
    ...routes,
  });
}

export function render(options: { url?: string; user?: typeof admin; language?: 'en' | 'ar'; clock?: Clock } = {}) {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <ChatManagementScreen />
    </RealtimeProvider>,
    { path: PATH, url: options.url, user: options.user ?? admin, language: options.language, clock: options.clock },
  );
  return { ...view, realtime };
}

export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
