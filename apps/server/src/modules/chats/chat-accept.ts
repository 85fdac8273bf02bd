import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { AppError } from '../../lib/app-error.ts';
import { nameParams, pick, staffNames, SYSTEM_KEYS, type ChatEngineCore } from './chat-engine-core.ts';
import { previewAfter } from './chat-response.ts';
import type { ChatRow, ChatsRepo, Executor, MessageRow } from './chats.repo.ts';
import { agentLoad } from './routing.repo.ts';

/**
 * The agent takes the chat offered to it, inside the caller's transaction (the chat's row and the agent's are
 * locked): the capacity check, the agent welcome message in its name, "agent assigned" when the brand says so, and
 * the `accepted` event. Accepting an offer and taking a chat from the queue both end here.
 */
export async function openForAgent(
  tx: Executor,
  deps: {
    repo: ChatsRepo;
    postSystem: ChatEngineCore['postSystem'];
    maxConversationsPerAgent: (executor: Executor, brandId: string) => Promise<number>;
  },
  chat: ChatRow,
  agent: { id: string; name: string },
  configuration: BrandConfiguration,
  now: Date,
): Promise<MessageRow[]> {
  // The offer already counts; a maximum lowered since the offer (on any node: read now) is what can refuse it.
  const max = await deps.maxConversationsPerAgent(tx, chat.brandId);
  if ((await agentLoad(tx, agent.id)) > max) throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
  const created: MessageRow[] = [];
  const names = (await staffNames(tx, agent.id)) ?? { name: agent.name, nameAr: null };
  // The brand writes its agent welcome with an {agentName} placeholder (see the configuration defaults). It is
  // stored as text in the chat's language, so it names the agent in that language when the agent has a name in it.
  const agentName = chat.language === 'ar' && names.nameAr ? names.nameAr : names.name;
  const welcome = pick(configuration.presetMessages.agentWelcome, chat.language).replaceAll('{agentName}', agentName);
  if (welcome) created.push(await deps.postSystem(tx, chat, now, { body: welcome, authorUserId: agent.id }));
  if (configuration.toggles.agentAssigned) {
    created.push(
      await deps.postSystem(tx, chat, now, { key: SYSTEM_KEYS.agentAssigned, params: nameParams('name', names) }),
    );
  }
  await deps.repo.update(tx, chat.id, {
    status: 'open',
    acceptedAt: now,
    updatedAt: now,
    // The response delay counts from now: the time in the queue was nobody's to answer.
    awaitingAgentSince: chat.awaitingAgentSince ? now : null,
    ...(created.length > 0 ? { lastMessageAt: now, ...previewAfter(created) } : {}),
  });
  await deps.repo.addEvent(tx, {
    chatId: chat.id,
    brandId: chat.brandId,
    agentId: agent.id,
    kind: 'accepted',
    at: now,
  });
  return created;
}
