import type { GuestTokenResponse } from '@tawasul/contracts/chats';
import type { WidgetContextValue } from '../app/widget-context.tsx';

/**
 * The shopper's routes need a shopper: a visitor who has none yet becomes a guest (a token kept for the widget), as
 * starting a chat does. A guest, a customer's token or the customer area's cookie are used as they are.
 */
export async function ensureShopper({
  api,
  session,
  widgetId,
  language,
}: Pick<WidgetContextValue, 'api' | 'session' | 'widgetId' | 'language'>): Promise<void> {
  if (session.current().kind !== 'none') return;
  const guest = await api.post<GuestTokenResponse>(`/api/public/brands/${widgetId}/guests`, { language });
  session.signIn({ kind: 'guest', token: guest.token, name: guest.guest.name });
}
