import { createChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { createChatLifecycleService } from './chat-lifecycle.service.ts';
import { createChatMessagesService } from './chat-messages.service.ts';
import { createChatReadsService } from './chat-reads.service.ts';
import { createChatSweepsService } from './chat-sweeps.service.ts';

export { SYSTEM_KEYS, type ChatEngineDependencies } from './chat-engine-core.ts';

/**
 * The chat engine (docs/decisions/008): the lifecycle of DESIGN.md section 2 and the messages of section 3, in
 * parts that share one core. Every change runs in one transaction that locks the chat row (and the agent's row
 * when its load changes) and writes its `chat_events` row; the domain events go out after the commit.
 */
export function createChatsService(deps: ChatEngineDependencies) {
  const core = createChatEngineCore(deps);
  // The parts' method names are distinct: a name in two of them would be the later one's without a word.
  return {
    view: core.view,
    ...createChatReadsService(deps, core),
    ...createChatLifecycleService(deps, core),
    ...createChatMessagesService(deps, core),
    ...createChatSweepsService(deps, core),
  };
}
export type ChatsService = ReturnType<typeof createChatsService>;
