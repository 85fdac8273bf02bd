import { isAppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import { createChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { createChatHandoversService } from './chat-handovers.service.ts';
import { createChatLifecycleService } from './chat-lifecycle.service.ts';
import { createChatMessagesService } from './chat-messages.service.ts';
import { createChatNotesService } from './chat-notes.service.ts';
import { createChatRatingService } from './chat-rating.service.ts';
import { createChatReadsService } from './chat-reads.service.ts';
import { createChatSearchService } from './chat-search.service.ts';
import { createChatSendService } from './chat-send.service.ts';
import { createChatSweepsService } from './chat-sweeps.service.ts';

export type { ChatEngineDependencies } from './chat-engine-core.ts';
export { createReceipts } from './receipts.ts';

/**
 * The chat engine (docs/decisions/008): the lifecycle of DESIGN.md section 2 and the messages of section 3, in
 * parts that share one core. Every change runs in one transaction that locks the chat row (and the agent's row
 * when its load changes) and writes its `chat_events` row; the domain events go out after the commit.
 */
export function createChatsService(deps: ChatEngineDependencies) {
  const core = createChatEngineCore(deps);
  const lifecycle = createChatLifecycleService(deps, core);
  // The parts' method names are distinct: a name in two of them would be the later one's without a word.
  return {
    /** Writes the delivery marks this node holds (the app closing). */
    writeReceipts: () => deps.receipts.write(),
    view: core.view,
    /** The chat for a socket joining its room: its members only (chat-engine-core's `assertCanRead`). */
    memberView: core.loadForMember,
    /** Whether the actor may read the chat (its messages, its files): HTTP's rule, the shopper panel's reads included. */
    async canRead(actor: ChatActor, chatId: string): Promise<boolean> {
      try {
        await core.loadForRead(actor, chatId);
        return true;
      } catch (error) {
        if (isAppError(error)) return false;
        throw error;
      }
    },
    ...createChatReadsService(deps, core),
    ...createChatSearchService(deps),
    ...lifecycle,
    ...createChatHandoversService(deps, core, lifecycle.accept),
    ...createChatSendService(deps, core),
    ...createChatMessagesService(deps, core),
    ...createChatNotesService(deps, core),
    ...createChatRatingService(deps, core),
    ...createChatSweepsService(deps, core),
  };
}
export type ChatsService = ReturnType<typeof createChatsService>;
