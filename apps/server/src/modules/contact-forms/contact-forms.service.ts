import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  ContactFormSettingsInput,
  ContactFormSettingsResponse,
  ContactRequestListQuery,
  ContactRequestListResponse,
  ContactRequestResponse,
  ContactSubmitInput,
  ContactSubmitResponse,
  PublicContactFormResponse,
} from '@tawasul/contracts/contact-forms';
import { ERROR_CATALOG } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope, listBrand, targetBrand, type Actor } from '../../lib/brand-scope.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { MessagingService } from '../notifications/messaging.service.ts';
import { contactRequestEmail } from './contact-request-email.ts';
import type { ContactFormsRepo, ContactRequestWithBrand, ContactSettingsRow } from './contact-forms.repo.ts';

export type ContactSettingsBody = z.output<typeof ContactFormSettingsInput>;
export type ContactSubmitBody = z.output<typeof ContactSubmitInput>;

/** What a brand's form shows until it saves its own texts. */
const DEFAULT_CONTACT_FORM = {
  messageLabelEn: 'Message',
  messageLabelAr: 'الرسالة',
  messagePlaceholderEn: 'How can we help you?',
  messagePlaceholderAr: 'كيف يمكننا مساعدتك؟',
  successMessageEn: 'Thank you! We received your message and will get back to you soon.',
  successMessageAr: 'شكرًا لك! استلمنا رسالتك وسنعود إليك قريبًا.',
  notificationEmail: null,
} as const;

function formTexts(row: ContactSettingsRow | undefined): PublicContactFormResponse {
  const source = row ?? DEFAULT_CONTACT_FORM;
  return {
    messageLabelEn: source.messageLabelEn,
    messageLabelAr: source.messageLabelAr,
    messagePlaceholderEn: source.messagePlaceholderEn,
    messagePlaceholderAr: source.messagePlaceholderAr,
    successMessageEn: source.successMessageEn,
    successMessageAr: source.successMessageAr,
  };
}

function toSettingsResponse(brandId: string, row: ContactSettingsRow | undefined): ContactFormSettingsResponse {
  return {
    brandId,
    ...formTexts(row),
    notificationEmail: row?.notificationEmail ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

function toRequestResponse(row: ContactRequestWithBrand): ContactRequestResponse {
  return {
    id: row.id,
    brandId: row.brandId,
    brandNameEn: row.brandNameEn,
    brandNameAr: row.brandNameAr,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    handled: row.handled,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

interface ContactFormsDeps {
  repo: ContactFormsRepo;
  brands: Pick<BrandsService, 'exists' | 'byWidgetId'>;
  messaging: Pick<MessagingService, 'sendEmail'>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  publicUrl: string;
}

/**
 * Contact forms: each brand's texts and notification address (admins, and the brand's manager), the requests
 * shoppers send (listed the same way), and the public form itself. A request is stored before anything else, so a
 * missing address or a failing mail server never loses it.
 */
export function createContactFormsService({ repo, brands, messaging, logger, publicUrl }: ContactFormsDeps) {
  const brandOf = (actor: Actor, brandId: string) => targetBrand(actor, brandId, (id) => brands.exists(id));

  async function load(actor: Actor, id: string): Promise<ContactRequestWithBrand> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('CONTACT_FORM_RESPONSE_NOT_FOUND');
    assertInScope(actor, row.brandId, 'CONTACT_FORM_RESPONSE_NOT_FOUND');
    return row;
  }

  async function notify(request: ContactRequestWithBrand, address: string | null | undefined): Promise<void> {
    if (!address) {
      logger.warn(
        { code: 'BRAND_CONTACT_EMAIL_MISSING', brandId: request.brandId, contactRequestId: request.id },
        ERROR_CATALOG.BRAND_CONTACT_EMAIL_MISSING.en,
      );
      return;
    }
    try {
      await messaging.sendEmail({ to: address, ...contactRequestEmail(request, publicUrl) });
    } catch (error) {
      // The request is stored and listed; the e-mail is only a nudge.
      logger.error({ err: error, contactRequestId: request.id }, 'contact request e-mail failed');
    }
  }

  return {
    async settings(actor: Actor, brandId: string): Promise<ContactFormSettingsResponse> {
      const scoped = await brandOf(actor, brandId);
      return toSettingsResponse(scoped, await repo.settings(scoped));
    },

    async saveSettings(actor: Actor, brandId: string, body: ContactSettingsBody): Promise<ContactFormSettingsResponse> {
      const scoped = await brandOf(actor, brandId);
      return toSettingsResponse(scoped, await repo.saveSettings(scoped, body));
    },

    async list(actor: Actor, query: ContactRequestListQuery): Promise<ContactRequestListResponse> {
      const { rows, total } = await repo.list({ ...query, brandId: listBrand(actor, query.brandId) });
      return { items: rows.map(toRequestResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async get(actor: Actor, id: string): Promise<ContactRequestResponse> {
      return toRequestResponse(await load(actor, id));
    },

    async setHandled(actor: Actor, id: string, handled: boolean): Promise<ContactRequestResponse> {
      await load(actor, id);
      await repo.setHandled(id, handled);
      return toRequestResponse(await load(actor, id));
    },

    async publicForm(widgetId: string): Promise<PublicContactFormResponse> {
      const brand = await brands.byWidgetId(widgetId);
      return formTexts(await repo.settings(brand.id));
    },

    /** Stores the request, then e-mails the brand; a filled honeypot gets the same answer and nothing else. */
    async submit(
      widgetId: string,
      body: ContactSubmitBody,
      context: { language: ProductLanguage; ipAddress: string },
    ): Promise<ContactSubmitResponse> {
      const brand = await brands.byWidgetId(widgetId);
      const settings = await repo.settings(brand.id);
      const texts = formTexts(settings);
      const message = context.language === 'ar' ? texts.successMessageAr : texts.successMessageEn;
      if (body.website?.trim()) return { ok: true, message };

      const row = await repo.insertRequest({
        brandId: brand.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        language: context.language,
        ipAddress: context.ipAddress,
      });
      await notify({ ...row, brandNameEn: brand.nameEn, brandNameAr: brand.nameAr }, settings?.notificationEmail);
      return { ok: true, message };
    },
  };
}
export type ContactFormsService = ReturnType<typeof createContactFormsService>;
