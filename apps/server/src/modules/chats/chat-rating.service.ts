import type { ChatResponse } from '@tawasul/contracts/chats';
import type { RateChatBody } from '@tawasul/contracts/ratings';
import { AppError } from '../../lib/app-error.ts';
import { isShopper, type ChatActor } from './chat-actor.ts';
import { assertCanRead, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';

/**
 * Satisfaction ratings (issue 21, item 5). The chat's shopper rates a closed chat 1–5, with an optional comment, once
 * per closing: the chat row holds the current closing's rating (every close clears it), so a second answer for the
 * same closing is refused under the chat's lock, and a reopened chat closed again may be rated again. Each rating is
 * also a `rated` event for the agent who held the chat: the reports average those (they read only events).
 */
export function createChatRatingService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, clock } = deps;

  return {
    async rate(actor: ChatActor, chatId: string, body: RateChatBody): Promise<ChatResponse> {
      // Staff never rate: the chat's shopper does (a customer or the widget's guest).
      if (!isShopper(actor)) throw new AppError('FORBIDDEN');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const chat = await repo.lock(tx, chatId);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        assertCanRead(actor, chat);
        if (chat.status !== 'closed') throw new AppError('CHAT_NOT_CLOSED');
        if (chat.ratedAt !== null) throw new AppError('CHAT_ALREADY_RATED');
        await repo.update(tx, chatId, {
          rating: body.score,
          ratingComment: body.comment,
          ratedAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, {
          chatId,
          brandId: chat.brandId,
          // The agent who had the conversation: a chat closed while only offered was never anyone's.
          agentId: chat.acceptedAt ? chat.agentId : null,
          kind: 'rated',
          data: { score: body.score, comment: body.comment },
          at: now,
        });
      });
      // Its staff see the rating at once (the console's and Chat Management's details).
      return core.announce(chatId, []);
    },
  };
}
