import type { GuestTokenResponse } from '@tawasul/contracts/chats';
import type { Clock } from '../../lib/clock.ts';
import type { ChatsRepo } from './chats.repo.ts';
import type { GuestTokens } from './guest-tokens.ts';

/** Widget guests: created with a signed bearer token, found again from it. */
export function createGuestsForChat(deps: {
  repo: ChatsRepo;
  tokens: GuestTokens;
  clock: Clock;
  brandByWidgetId(widgetId: string): Promise<{ id: string }>;
}) {
  const { repo, tokens, clock } = deps;
  return {
    tokens,
    find: (id: string) => repo.guest(id),
    async create(widgetId: string, name: string | null): Promise<GuestTokenResponse> {
      const brand = await deps.brandByWidgetId(widgetId);
      const guest = await repo.insertGuest({ brandId: brand.id, name: name || null, at: clock.now() });
      return { token: tokens.issue(guest.id, guest.brandId).token, guest };
    },
  };
}
export type GuestsForChat = ReturnType<typeof createGuestsForChat>;
