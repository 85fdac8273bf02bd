import { z } from 'zod';

const Text = (max: number) => z.string().trim().max(max);
const Bilingual = (max: number) => z.object({ en: Text(max), ar: Text(max) });

/** General settings (spec section 3): inclusive bounds. Units: hours for inactivity, minutes for the rest. */
export const GENERAL_SETTING_BOUNDS = {
  customerInactivityTimeoutHours: [1, 720],
  maxConversationsPerAgent: [1, 50],
  messageEditMinutes: [0, 1440],
  messageDeleteMinutes: [0, 1440],
  waitingTimeoutMinutes: [1, 120],
} as const;

const setting = (key: keyof typeof GENERAL_SETTING_BOUNDS) =>
  z.number().int().min(GENERAL_SETTING_BOUNDS[key][0]).max(GENERAL_SETTING_BOUNDS[key][1]);

export const GeneralSettings = z.object({
  customerInactivityTimeoutHours: setting('customerInactivityTimeoutHours'),
  maxConversationsPerAgent: setting('maxConversationsPerAgent'),
  messageEditMinutes: setting('messageEditMinutes'),
  messageDeleteMinutes: setting('messageDeleteMinutes'),
  waitingTimeoutMinutes: setting('waitingTimeoutMinutes'),
});
export type GeneralSettings = z.infer<typeof GeneralSettings>;

/** A brand's own values: `null` means "use the platform default". */
export const BrandGeneralSettings = z.object({
  customerInactivityTimeoutHours: setting('customerInactivityTimeoutHours').nullable(),
  maxConversationsPerAgent: setting('maxConversationsPerAgent').nullable(),
  messageEditMinutes: setting('messageEditMinutes').nullable(),
  messageDeleteMinutes: setting('messageDeleteMinutes').nullable(),
  waitingTimeoutMinutes: setting('waitingTimeoutMinutes').nullable(),
});
export type BrandGeneralSettings = z.infer<typeof BrandGeneralSettings>;

/** `?brandId=` picks a brand's own values; without it (admins only) the platform defaults. */
export const GeneralSettingsQuery = z.object({ brandId: z.uuid().optional() });

/**
 * `GET /api/settings/general[?brandId=]`. `PUT` takes GeneralSettings for the platform scope and
 * BrandGeneralSettings for a brand.
 */
export const GeneralSettingsResponse = z.object({
  scope: z.enum(['platform', 'brand']),
  brandId: z.uuid().nullable(),
  /** What applies: the brand's own value where it has one, else the platform default. */
  effective: GeneralSettings,
  platformDefaults: GeneralSettings,
  /** The brand's own values (null for the platform scope). */
  own: BrandGeneralSettings.nullable(),
});
export type GeneralSettingsResponse = z.infer<typeof GeneralSettingsResponse>;

/** Preset messages (spec section 3): three welcome messages, the agent welcome and the on-waiting message, EN/AR. */
export const PresetMessages = z.object({
  welcome: z.array(Bilingual(500)).length(3),
  agentWelcome: Bilingual(500),
  onWaiting: Bilingual(500),
});
export type PresetMessages = z.infer<typeof PresetMessages>;

const TitledText = {
  titleEn: Text(120),
  titleAr: Text(120),
  descriptionEn: Text(500),
  descriptionAr: Text(500),
};

export const CriticalWord = z.object({ word: Text(60).min(1, { error: 'validation.required' }), ...TitledText });
export type CriticalWord = z.infer<typeof CriticalWord>;

/** Response delays are in minutes everywhere (DESIGN.md section 4 settles the spec's hours/minutes conflict). */
export const ResponseDelay = z.object({ minutes: z.coerce.number().int().min(1).max(1440), ...TitledText });
export type ResponseDelay = z.infer<typeof ResponseDelay>;

export const NotificationConfig = z.object({
  criticalWords: z.array(CriticalWord).min(1, { error: 'validation.criticalWordsRequired' }).max(200),
  agentResponseDelay: ResponseDelay,
  customerResponseDelay: ResponseDelay,
});
export type NotificationConfig = z.infer<typeof NotificationConfig>;

export const NotificationToggles = z.object({
  customerMessage: z.boolean(),
  agentMessage: z.boolean(),
  reopenChat: z.boolean(),
  agentAssigned: z.boolean(),
});
export type NotificationToggles = z.infer<typeof NotificationToggles>;

/** `GET/PUT /api/brands/{id}/configuration` (Brand Configuration screen). */
export const BrandConfiguration = z.object({
  presetMessages: PresetMessages,
  notificationConfig: NotificationConfig,
  toggles: NotificationToggles,
});
export type BrandConfiguration = z.infer<typeof BrandConfiguration>;
