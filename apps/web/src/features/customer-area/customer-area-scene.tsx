// The customer area tests' stand-in: the area's texts, its routes answered in the contracts' shapes, the screen
// rendered for a signed-in customer with a stand-in realtime client.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { addCustomerAreaResources } from '../../lib/i18n/customer-area-resources.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { failure, ok, standInServer, type StandInAnswer, type StandInRequest } from '../../test/stand-in-server.ts';
import { CustomerAreaScreen } from './customer-area-screen.tsx';
import { chatPage, closedChat, customer, shopperChat } from './customer-area-test-data.ts';

export const PATH = '/customer';

/** The customer layout adds the area's texts before the screen renders; so does this. */
function WithAreaTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  addCustomerAreaResources(i18n);
  return children;
}

export type Routes = Record<string, (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>>;

/** Two brands with connected stores, for the orders tab. */
export const nakheel = {
  id: '11111111-1111-4111-8111-111111111111',
  nameEn: 'Nakheel Dates',
  nameAr: 'تمور النخيل',
  widgetId: 'demo-nakheel',
};
export const qamar = {
  id: '55555555-5555-4555-8555-555555555555',
  nameEn: 'Qamar Electronics',
  nameAr: 'قمر للإلكترونيات',
  widgetId: 'demo-qamar',
};

export const live = shopperChat();
export const closed = closedChat();

export function server(routes: Routes = {}) {
  return standInServer({
    'GET /api/shopper/chats': () => ok(chatPage([live, closed])),
    'GET /api/shopper/notifications': () => ok({ items: [], total: 0, unread: 0 }),
    'GET /api/shopper/orders': () => ok({ items: [] }),
    'GET /api/chats/:id': (request) => {
      const found = [live, closed].find((chat) => chat.id === request.params.id);
      return found ? ok(found) : failure(404, 'CHAT_ROOM_NOT_FOUND');
    },
    ...routes,
  });
}

export function render(options: { url?: string; language?: 'en' | 'ar' } = {}) {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <WithAreaTexts>
        <CustomerAreaScreen />
      </WithAreaTexts>
    </RealtimeProvider>,
    { path: PATH, url: options.url, user: customer(), language: options.language },
  );
  return { ...view, realtime };
}

export const chatCards = async (name = 'Your chats') => {
  await screen.findByRole('list', { name });
  return screen.getAllByTestId('customer-chat');
};
export const lastQuery = (calls: ReturnType<typeof server>) => calls.callsTo('GET', '/api/shopper/chats').at(-1)?.query;
