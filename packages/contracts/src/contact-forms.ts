import { z } from 'zod';
import { BooleanQuery, listQuery, paginated } from './lists.ts';
import { ProductLanguage } from './locales.ts';
import { RequiredText } from './text-fields.ts';
import { Email, Phone } from './validation.ts';

// ---------------------------------------------------------------------------------------------------------------
// Settings per brand: `GET/PUT /api/brands/{id}/contact-form-settings` (admin; the brand's manager)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The texts the contact form shows, and where a new request is e-mailed. Without a notification e-mail, requests
 * are still stored and listed; the server logs BRAND_CONTACT_EMAIL_MISSING for each one.
 */
export const ContactFormSettingsInput = z.object({
  messageLabelEn: RequiredText(100),
  messageLabelAr: RequiredText(100),
  messagePlaceholderEn: z.string().trim().max(200).default(''),
  messagePlaceholderAr: z.string().trim().max(200).default(''),
  successMessageEn: RequiredText(500),
  successMessageAr: RequiredText(500),
  /** `null` or blank: no e-mail is sent. */
  notificationEmail: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((value) => value || null)
    .pipe(Email.nullable()),
});
export type ContactFormSettingsInput = z.input<typeof ContactFormSettingsInput>;

export const ContactFormSettingsResponse = z.object({
  brandId: z.uuid(),
  messageLabelEn: z.string(),
  messageLabelAr: z.string(),
  messagePlaceholderEn: z.string(),
  messagePlaceholderAr: z.string(),
  successMessageEn: z.string(),
  successMessageAr: z.string(),
  notificationEmail: z.string().nullable(),
  /** Null until the brand saves its own texts (the defaults are shown). */
  updatedAt: z.iso.datetime().nullable(),
});
export type ContactFormSettingsResponse = z.infer<typeof ContactFormSettingsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Requests: `/api/contact-forms` (admin: every brand; brand manager: its own)
// ---------------------------------------------------------------------------------------------------------------

export const ContactRequestResponse = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  /** The language the shopper wrote in (the form's language). */
  language: ProductLanguage,
  handled: z.boolean(),
  handledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ContactRequestResponse = z.infer<typeof ContactRequestResponse>;

/**
 * Search looks in name, e-mail, phone and message. `from` (inclusive) and `to` (exclusive) are instants with their
 * offset, e.g. the start of today and of tomorrow in the viewer's time zone.
 */
export const ContactRequestListQuery = listQuery(['createdAt', 'name', 'email'], 'createdAt').extend({
  brandId: z.uuid().optional(),
  handled: BooleanQuery.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ContactRequestListQuery = z.infer<typeof ContactRequestListQuery>;
export const ContactRequestListResponse = paginated(ContactRequestResponse);
export type ContactRequestListResponse = z.infer<typeof ContactRequestListResponse>;

/** `PATCH /api/contact-forms/{id}/handled`. */
export const HandledBody = z.object({ handled: z.boolean() });
export type HandledBody = z.infer<typeof HandledBody>;

// ---------------------------------------------------------------------------------------------------------------
// Public (widget and site): `/api/public/brands/{widgetId}/contact-form` and `.../contact`
// ---------------------------------------------------------------------------------------------------------------

/** The form's texts in both languages (the notification e-mail stays private). */
export const PublicContactFormResponse = z.object({
  messageLabelEn: z.string(),
  messageLabelAr: z.string(),
  messagePlaceholderEn: z.string(),
  messagePlaceholderAr: z.string(),
  successMessageEn: z.string(),
  successMessageAr: z.string(),
});
export type PublicContactFormResponse = z.infer<typeof PublicContactFormResponse>;

/**
 * A shopper's request. `website` is a honeypot: the form keeps it hidden and empty; when a robot fills it the
 * reply is the usual success and nothing is stored. Rate limited per address (429 RATE_LIMITED, Retry-After).
 */
export const ContactSubmitInput = z.object({
  name: RequiredText(100),
  email: Email,
  phone: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((value) => value || null)
    .pipe(Phone.nullable()),
  message: RequiredText(2000),
  website: z.string().max(500).optional(),
});
export type ContactSubmitInput = z.input<typeof ContactSubmitInput>;

/** `?lang=en|ar`: the success message's language (default: the locale cookie or Accept-Language). */
export const ContactSubmitQuery = z.object({ lang: ProductLanguage.optional() });
export type ContactSubmitQuery = z.infer<typeof ContactSubmitQuery>;

export const ContactSubmitResponse = z.object({ ok: z.literal(true), message: z.string() });
export type ContactSubmitResponse = z.infer<typeof ContactSubmitResponse>;

/** Requests per address per window on the public submit. */
export const CONTACT_SUBMIT_LIMIT = { max: 5, windowMinutes: 10 } as const;
