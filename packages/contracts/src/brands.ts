import { z } from 'zod';
import { listQuery, paginated } from './lists.ts';
import { Email } from './validation.ts';

export const OrderManager = z.enum(['salla', 'cs_cart']);
export type OrderManager = z.infer<typeof OrderManager>;
export const StoreConnectionStatus = z.enum(['not_connected', 'connected', 'failed']);

/**
 * What went wrong on a store's last answer, told apart (issue 18): its address is refused (loopback, private…),
 * its name does not resolve, HTTPS failed, the store is down, it refused the credentials, the Salla token lacks a
 * scope, it limits our calls, or the address is not the platform's API.
 */
export const StoreProblem = z.enum([
  'address_refused',
  'dns',
  'tls',
  'store_down',
  'credentials',
  'scope',
  'rate_limited',
  'not_store',
]);
export type StoreProblem = z.infer<typeof StoreProblem>;

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' });
const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,}$|^localhost(:\d+)?$/, { error: 'validation.domain' });

/**
 * Create and update a brand (spec section 3). Name, e-mail and logo are required. The order manager is fixed once
 * set: the server refuses a change. The API key is write-only: omit it to keep the stored one, `null` to remove it.
 */
export const BrandInput = z.object({
  nameEn: z.string().trim().min(1, { error: 'validation.required' }).max(120),
  nameAr: z.string().trim().min(1, { error: 'validation.required' }).max(120),
  email: Email,
  logoUploadId: z.uuid({ error: 'validation.required' }),
  bannerUploadIds: z.array(z.uuid()).max(10).default([]),
  orderManager: OrderManager.nullable().default(null),
  apiKey: z.string().trim().min(1).max(500).nullable().optional(),
  primaryColor: HexColor.default('#7950f2'),
  secondaryColor: HexColor.default('#228be6'),
  chatButtonLabelEn: z.string().trim().min(1, { error: 'validation.required' }).max(40).default('Chat with us'),
  chatButtonLabelAr: z.string().trim().min(1, { error: 'validation.required' }).max(40).default('تحدث معنا'),
  allowedDomains: z.array(Domain).max(20).default([]),
  timeZone: z.string().trim().min(1).max(64).default('Asia/Riyadh'),
});
export type BrandInput = z.input<typeof BrandInput>;

export const BrandImage = z.object({ id: z.uuid(), url: z.string() });

export const BrandResponse = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  email: z.string(),
  logo: BrandImage.nullable(),
  banners: z.array(BrandImage),
  orderManager: OrderManager.nullable(),
  connectionStatus: StoreConnectionStatus,
  /** Why the store's last answer failed; null when it answered. */
  connectionProblem: StoreProblem.nullable(),
  /** Whether an API key is stored; the key itself never leaves the server. */
  apiKeySet: z.boolean(),
  widgetId: z.string(),
  /** The snippet the brand pastes into its store. */
  webViewCode: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  chatButtonLabelEn: z.string(),
  chatButtonLabelAr: z.string(),
  allowedDomains: z.array(z.string()),
  timeZone: z.string(),
  agentsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BrandResponse = z.infer<typeof BrandResponse>;

export const BrandListQuery = listQuery(['nameEn', 'email', 'createdAt'], 'createdAt').extend({
  orderManager: OrderManager.optional(),
});
export type BrandListQuery = z.infer<typeof BrandListQuery>;

export const BrandListResponse = paginated(BrandResponse);
export type BrandListResponse = z.infer<typeof BrandListResponse>;

/** A short list for pickers (brand filters, the agent form). */
export const BrandOption = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() });
export const BrandOptionsResponse = z.object({ items: z.array(BrandOption) });

/** Public endpoints name a brand by its widget id (the one in its web view code); unknown: 404 INVALID_WIDGET. */
export const WidgetParams = z.object({ widgetId: z.string().trim().min(1).max(64) });
export type WidgetParams = z.infer<typeof WidgetParams>;
