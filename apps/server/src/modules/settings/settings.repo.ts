import { eq, sql } from 'drizzle-orm';
import type {
  BrandGeneralSettings,
  GeneralSettings,
  NotificationConfig,
  NotificationToggles,
  PresetMessages,
} from '@tawasul/contracts/settings';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { brandSettings, platformSettings } from '../../db/schema/settings.ts';

export type BrandSettingsRow = typeof brandSettings.$inferSelect;

const PLATFORM_ID = 1;

const generalColumns = {
  customerInactivityTimeoutHours: platformSettings.customerInactivityTimeoutHours,
  maxConversationsPerAgent: platformSettings.maxConversationsPerAgent,
  messageEditMinutes: platformSettings.messageEditMinutes,
  messageDeleteMinutes: platformSettings.messageDeleteMinutes,
  waitingTimeoutMinutes: platformSettings.waitingTimeoutMinutes,
};

/** Platform defaults (one row) and each brand's own settings. */
export function createSettingsRepo(db: Database) {
  async function readPlatform(): Promise<GeneralSettings | undefined> {
    const [row] = await db
      .select(generalColumns)
      .from(platformSettings)
      .where(eq(platformSettings.id, PLATFORM_ID))
      .limit(1);
    return row;
  }

  return {
    /** The platform defaults; the row is created with the schema's defaults on first read. */
    async platform(): Promise<GeneralSettings> {
      const existing = await readPlatform();
      if (existing) return existing;
      // Several nodes may do this at once: only one insert wins, every reader then sees the same row.
      await db.insert(platformSettings).values({ id: PLATFORM_ID }).onConflictDoNothing();
      const created = await readPlatform();
      if (!created) throw new Error('platform settings row missing after insert');
      return created;
    },

    async updatePlatform(values: GeneralSettings): Promise<void> {
      await db
        .insert(platformSettings)
        .values({ id: PLATFORM_ID, ...values })
        .onConflictDoUpdate({ target: platformSettings.id, set: { ...values, updatedAt: sql`now()` } });
    },

    async brand(brandId: string): Promise<BrandSettingsRow | undefined> {
      const [row] = await db.select().from(brandSettings).where(eq(brandSettings.brandId, brandId)).limit(1);
      return row;
    },

    async updateBrandGeneral(brandId: string, values: BrandGeneralSettings): Promise<void> {
      await db
        .insert(brandSettings)
        .values({ brandId, ...values })
        .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...values, updatedAt: sql`now()` } });
    },

    async updateBrandConfiguration(
      brandId: string,
      values: { presetMessages: PresetMessages; notificationConfig: NotificationConfig; toggles: NotificationToggles },
    ): Promise<void> {
      const columns = {
        presetMessages: values.presetMessages,
        notificationConfig: values.notificationConfig,
        notifyCustomerMessage: values.toggles.customerMessage,
        notifyAgentMessage: values.toggles.agentMessage,
        notifyReopenChat: values.toggles.reopenChat,
        notifyAgentAssigned: values.toggles.agentAssigned,
      };
      await db
        .insert(brandSettings)
        .values({ brandId, ...columns })
        .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...columns, updatedAt: sql`now()` } });
    },

    /**
     * The brand's maximum of chats per agent as it stands now, read through `executor` (a transaction that is about to
     * give an agent a chat; on PGlite nothing else may run until it ends), the schema's default before the platform's
     * row exists.
     */
    async maxConversationsPerAgent(executor: Pick<Database, 'execute'>, brandId: string): Promise<number> {
      const result = (await executor.execute(sql`
        select coalesce(
          (select max_conversations_per_agent from brand_settings where brand_id = ${brandId}),
          (select max_conversations_per_agent from platform_settings where id = ${PLATFORM_ID})
        ) as max`)) as unknown as { rows: { max: number | null }[] };
      const max = result.rows[0]?.max;
      return max === null || max === undefined
        ? Number(platformSettings.maxConversationsPerAgent.default)
        : Number(max);
    },

    async brandExists(brandId: string): Promise<boolean> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).limit(1);
      return Boolean(row);
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
