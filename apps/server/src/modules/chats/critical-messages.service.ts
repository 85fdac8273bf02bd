import type {
  CriticalMessageListQuery,
  CriticalMessageListResponse,
  CriticalMessageResponse,
} from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandScope, listBrand } from '../../lib/brand-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ChatActor } from './chat-actor.ts';
import {
  criticalMessagesByIds,
  findCriticalMessage,
  listCriticalMessages,
  updateCriticalMessageHandled,
  type CriticalMessageWithNames,
} from './critical-messages.repo.ts';

type StaffActor = Extract<ChatActor, { kind: 'staff' }>;

function toResponse(row: CriticalMessageWithNames): CriticalMessageResponse {
  const { row: critical } = row;
  return {
    id: critical.id,
    chatId: critical.chatId,
    chatNumber: row.chatNumber,
    messageId: critical.messageId,
    brandId: critical.brandId,
    brandName: row.brandName,
    shopperName: row.customerName ?? row.guestName,
    word: critical.word,
    titleEn: critical.titleEn,
    titleAr: critical.titleAr,
    descriptionEn: critical.descriptionEn,
    descriptionAr: critical.descriptionAr,
    categoryId: critical.categoryId,
    // A message its shopper deleted keeps its flag, not its words (the text stays in the database for audit).
    excerpt: row.messageDeletedAt ? '' : critical.excerpt,
    handled: critical.handled,
    createdAt: critical.createdAt.toISOString(),
  };
}

/** Critical Message: flagged shopper messages (admins: every brand; brand staff: their own). */
export function createCriticalMessagesService({ db, clock }: { db: Database; clock: Clock }) {
  async function byIds(ids: readonly string[]): Promise<CriticalMessageResponse[]> {
    const rows = await criticalMessagesByIds(db, ids);
    return rows.map(toResponse);
  }

  return {
    byIds,

    async list(actor: StaffActor, query: CriticalMessageListQuery): Promise<CriticalMessageListResponse> {
      if (actor.role === 'agent') throw new AppError('FORBIDDEN');
      const brandId = listBrand(actor, query.brandId);
      const { rows, total } = await listCriticalMessages(db, { ...query, brandId });
      return { items: rows.map(toResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async setHandled(actor: StaffActor, id: string, handled: boolean): Promise<CriticalMessageResponse> {
      if (actor.role === 'agent') throw new AppError('FORBIDDEN');
      const scope = brandScope(actor);
      const found = await findCriticalMessage(db, id);
      if (!found || (scope !== null && found.brandId !== scope)) throw new AppError('MESSAGE_NOT_FOUND');
      await updateCriticalMessageHandled(db, id, {
        handled,
        handledAt: handled ? clock.now() : null,
        handledBy: handled ? actor.id : null,
      });
      const [response] = await byIds([id]);
      return response!;
    },
  };
}
export type CriticalMessagesService = ReturnType<typeof createCriticalMessagesService>;
