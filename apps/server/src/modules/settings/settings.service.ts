import type { Role } from '@tawasul/contracts/roles';
import {
  GENERAL_SETTING_BOUNDS,
  type BrandConfiguration,
  type BrandGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsResponse,
} from '@tawasul/contracts/settings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldErrors } from '../../lib/validation-error.ts';
import { DEFAULT_NOTIFICATION_CONFIG, DEFAULT_PRESET_MESSAGES, DEFAULT_TOGGLES } from './configuration-defaults.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import type { BrandSettingsRow, SettingsRepo } from './settings.repo.ts';

export interface Actor {
  role: Role;
  brandId: string | null;
}

const GENERAL_KEYS = Object.keys(GENERAL_SETTING_BOUNDS) as (keyof GeneralSettings)[];

function ownGeneral(row: BrandSettingsRow | undefined): BrandGeneralSettings {
  return Object.fromEntries(GENERAL_KEYS.map((key) => [key, row?.[key] ?? null])) as BrandGeneralSettings;
}

function merge(platform: GeneralSettings, own: BrandGeneralSettings): GeneralSettings {
  return Object.fromEntries(GENERAL_KEYS.map((key) => [key, own[key] ?? platform[key]])) as GeneralSettings;
}

function toConfiguration(row: BrandSettingsRow | undefined): BrandConfiguration {
  return {
    presetMessages: row?.presetMessages ?? DEFAULT_PRESET_MESSAGES,
    notificationConfig: row?.notificationConfig ?? DEFAULT_NOTIFICATION_CONFIG,
    toggles: row
      ? {
          customerMessage: row.notifyCustomerMessage,
          agentMessage: row.notifyAgentMessage,
          reopenChat: row.notifyReopenChat,
          agentAssigned: row.notifyAgentAssigned,
        }
      : DEFAULT_TOGGLES,
  };
}

/** How long the chat engine may use its copy of a brand's settings: another node's change applies within this. */
export const SETTINGS_CACHE_MS = 5_000;

/**
 * General settings (platform defaults that each brand may override) and each brand's configuration. Admins edit
 * the defaults and any brand; a brand manager only its own brand, and another brand is "not found" to it.
 * The chat engine reads them on every message; those reads (`effectiveFor`, `configurationFor`) come from a short
 * cache that this node's own changes clear at once. The settings screens always read the database.
 */
export function createSettingsService({
  repo,
  onGeneralChanged,
  cacheMs = SETTINGS_CACHE_MS,
  now,
}: {
  repo: SettingsRepo;
  /** Told after general settings change (the router re-runs: a higher maximum may free slots). */
  onGeneralChanged?: (brandId: string | null) => void;
  cacheMs?: number;
  /** The cache's clock (monotonic ms); tests pass their own. */
  now?: () => number;
}) {
  const platformCache = createReadCache<'platform', GeneralSettings>({ ttlMs: cacheMs, now });
  const brandCache = createReadCache<string, BrandSettingsRow | undefined>({ ttlMs: cacheMs, now });
  const cachedPlatform = () => platformCache.get('platform', () => repo.platform());
  const cachedBrand = (brandId: string) => brandCache.get(brandId, () => repo.brand(brandId));

  /** The brand a request is about: null is the platform scope (admins only). */
  async function scopeOf(actor: Actor, requested: string | undefined): Promise<string | null> {
    if (actor.role === 'admin') {
      if (requested && !(await repo.brandExists(requested))) throw new AppError('BRAND_NOT_FOUND');
      return requested ?? null;
    }
    if (actor.role !== 'brand_manager') throw new AppError('FORBIDDEN');
    const brandId = requested ?? actor.brandId;
    // A manager without a brand would otherwise reach the platform scope.
    if (!actor.brandId || !brandId) throw new AppError('FORBIDDEN');
    if (brandId !== actor.brandId) throw new AppError('BRAND_NOT_FOUND');
    return brandId;
  }

  async function brandOf(actor: Actor, brandId: string): Promise<string> {
    const scope = await scopeOf(actor, brandId);
    if (!scope) throw new AppError('BRAND_NOT_FOUND');
    return scope;
  }

  async function generalResponse(brandId: string | null): Promise<GeneralSettingsResponse> {
    const platformDefaults = await repo.platform();
    if (brandId === null) {
      return { scope: 'platform', brandId: null, effective: platformDefaults, platformDefaults, own: null };
    }
    const own = ownGeneral(await repo.brand(brandId));
    return { scope: 'brand', brandId, effective: merge(platformDefaults, own), platformDefaults, own };
  }

  return {
    async general(actor: Actor, brandId: string | undefined): Promise<GeneralSettingsResponse> {
      return generalResponse(await scopeOf(actor, brandId));
    },

    /** The platform scope needs every value; a brand's `null` means "use the platform default". */
    async updateGeneral(
      actor: Actor,
      brandId: string | undefined,
      values: BrandGeneralSettings,
    ): Promise<GeneralSettingsResponse> {
      const scope = await scopeOf(actor, brandId);
      if (scope === null) {
        const missing = GENERAL_KEYS.filter((key) => values[key] === null);
        if (missing.length) throw fieldErrors(missing.map((key) => [[key], 'validation.required']));
        await repo.updatePlatform(values as GeneralSettings);
        platformCache.clear();
      } else {
        await repo.updateBrandGeneral(scope, values);
        brandCache.forget(scope);
      }
      onGeneralChanged?.(scope);
      return generalResponse(scope);
    },

    /** What applies to a brand's chats now (the chat engine reads this; no access check). */
    async effectiveFor(brandId: string): Promise<GeneralSettings> {
      const [platform, row] = await Promise.all([cachedPlatform(), cachedBrand(brandId)]);
      return merge(platform, ownGeneral(row));
    },

    /**
     * The brand's maximum of chats per agent, read afresh through the caller's transaction: whoever gives an agent a
     * chat (the router, an accept, a manual assignment) honours a lowered maximum at once, on every node.
     */
    maxConversationsPerAgent(executor: Pick<Database, 'execute'>, brandId: string): Promise<number> {
      return repo.maxConversationsPerAgent(executor, brandId);
    },

    async configuration(actor: Actor, brandId: string): Promise<BrandConfiguration> {
      return toConfiguration(await repo.brand(await brandOf(actor, brandId)));
    },

    async updateConfiguration(actor: Actor, brandId: string, body: BrandConfiguration): Promise<BrandConfiguration> {
      const scope = await brandOf(actor, brandId);
      await repo.updateBrandConfiguration(scope, body);
      brandCache.forget(scope);
      return toConfiguration(await repo.brand(scope));
    },

    /** A brand's configuration, saved or default (the chat engine reads this; no access check). */
    async configurationFor(brandId: string): Promise<BrandConfiguration> {
      return toConfiguration(await cachedBrand(brandId));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
