import type { DomainEvents } from '../../lib/domain-events.ts';
import type { CriticalMessagesService } from './critical-messages.service.ts';
import type { StaffNotificationsService } from './staff-notifications.service.ts';

/**
 * Turns the engine's events into alerts (DESIGN.md section 4): critical words and response delays reach the
 * assigned agent and the brand's managers; reopened and reassigned chats and (one per chat until read) shopper
 * messages reach the agent. Each becomes a notification-centre item, pushed live.
 */
export function wireChatAlerts(deps: {
  events: DomainEvents;
  notifications: StaffNotificationsService;
  critical: CriticalMessagesService;
}): void {
  const { events, notifications, critical } = deps;

  events.on('critical.flagged', async ({ ids, agentId }) => {
    for (const item of await critical.byIds(ids)) {
      events.emit('critical.created', { critical: item, agentId });
      const managers = await notifications.brandManagers(item.brandId);
      await notifications.notify([agentId, ...managers], 'critical_message', item.chatId, {
        chatNumber: item.chatNumber,
        word: item.word,
        titleEn: item.titleEn,
        titleAr: item.titleAr,
        descriptionEn: item.descriptionEn,
        descriptionAr: item.descriptionAr,
      });
    }
  });

  events.on('alert.responseDelay', async (alert) => {
    const managers = await notifications.brandManagers(alert.brandId);
    await notifications.notify([alert.agentId, ...managers], 'agent_response_delay', alert.chatId, {
      chatNumber: alert.chatNumber,
      minutes: alert.minutes,
      titleEn: alert.titleEn,
      titleAr: alert.titleAr,
    });
  });

  events.on('chat.reopened', async ({ chat, previousAgentId }) => {
    const managers = await notifications.brandManagers(chat.brandId);
    await notifications.notify([previousAgentId, ...managers], 'chat_reopened', chat.id, { chatNumber: chat.number });
  });

  // The agent who lost the chat is told who has it now (its console shows that rather than "not a member").
  events.on('chat.reassigned', async ({ chat, previousAgentId }) => {
    await notifications.notify([previousAgentId], 'chat_reassigned', chat.id, {
      chatNumber: chat.number,
      to: chat.agent?.name ?? '',
      ...(chat.agent?.nameAr ? { toAr: chat.agent.nameAr } : {}),
    });
  });

  // The agent who receives a chat (from a manager, or from a colleague with a note) gets an alert.
  events.on('chat.transferred', async ({ chat, toAgentId, fromName, fromNameAr, note }) => {
    await notifications.notify([toAgentId], 'chat_transferred', chat.id, {
      chatNumber: chat.number,
      from: fromName ?? '',
      ...(fromNameAr ? { fromAr: fromNameAr } : {}),
      ...(note ? { note } : {}),
    });
  });

  events.on('chat.shopperMessage', async ({ chat, agentId }) => {
    if (await notifications.hasUnread(agentId, 'customer_message', chat.id)) return;
    await notifications.notify([agentId], 'customer_message', chat.id, {
      chatNumber: chat.number,
      name: chat.shopper.name ?? '',
    });
  });
}
