import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { BrandInput, BrandListQuery, BrandListResponse, BrandResponse } from '@tawasul/contracts/brands';
import type { ValidationIssue } from '@tawasul/contracts/errors';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation, violatedUniqueIndex } from '../../lib/db-errors.ts';
import type { users } from '../../db/schema/users.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { uploadUrl, type UploadsService } from '../uploads/uploads.service.ts';
import { toBrandResponse } from './brand-response.ts';
import type { BrandConflicts, BrandRow, BrandsRepo, NewBrand } from './brands.repo.ts';

/** The parsed body of a create or update (defaults applied). */
export type BrandValues = z.output<typeof BrandInput>;

/** Who is asking, and in which language field errors should read. */
export interface Actor {
  user: Pick<typeof users.$inferSelect, 'id' | 'role' | 'brandId'>;
  language: ProductLanguage;
}

const BRAND_UNIQUE_INDEXES = new Set(['brands_email_key', 'brands_name_en_key', 'brands_name_ar_key']);

/** `w_` and 16 URL-safe random characters. */
const newWidgetId = () => `w_${randomBytes(12).toString('base64url')}`;
const apiKeyContext = (brandId: string) => `brands.api_key:${brandId}`;

function nameOrEmailExists(conflicts?: BrandConflicts): AppError {
  const fields = conflicts ? (Object.keys(conflicts) as (keyof BrandConflicts)[]).filter((f) => conflicts[f]) : [];
  return new AppError('BRAND_NAME_OR_EMAIL_EXISTS', fields.length ? { details: { fields } } : {});
}

/**
 * Brands (spec section 3): admins manage every brand; a brand manager reads and edits only its own (its Brand
 * Profile), and any other brand is "not found" to it so ids of other brands are never confirmed.
 */
export function createBrandsService({
  repo,
  uploads,
  secretBox,
  publicUrl,
}: {
  repo: BrandsRepo;
  uploads: UploadsService;
  secretBox: SecretBox;
  publicUrl: string;
}) {
  const respond = (row: BrandRow & { agentsCount?: number }) => toBrandResponse(row, publicUrl);

  async function visibleBrand(actor: Actor, id: string) {
    const maySee = actor.user.role === 'admin' || (actor.user.role === 'brand_manager' && actor.user.brandId === id);
    const brand = maySee ? await repo.findById(id) : undefined;
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    return brand;
  }

  /** The logo and the banners must be images uploaded here; each one that is not is named by its field. */
  async function checkImages(values: BrandValues, language: ProductLanguage): Promise<void> {
    const found = await uploads.imageIds([values.logoUploadId, ...values.bannerUploadIds]);
    const key = 'validation.uploadedImage';
    const issue = (path: (string | number)[]): ValidationIssue => ({
      path,
      key,
      message: renderValidationMessage(key, undefined, language),
    });
    const issues = [
      ...(found.has(values.logoUploadId) ? [] : [issue(['logoUploadId'])]),
      ...values.bannerUploadIds.flatMap((id, index) => (found.has(id) ? [] : [issue(['bannerUploadIds', index])])),
    ];
    if (issues.length) throw new AppError('VALIDATION_FAILED', { details: issues });
  }

  async function checkUnique(values: BrandValues, exceptId?: string): Promise<void> {
    const conflicts = await repo.findConflicts(values, exceptId);
    if (conflicts.nameEn || conflicts.nameAr || conflicts.email) throw nameOrEmailExists(conflicts);
  }

  /** The unique indexes have the last word when two requests race past the check. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index !== undefined && BRAND_UNIQUE_INDEXES.has(index)) throw nameOrEmailExists();
      throw error;
    }
  }

  function columns(values: BrandValues, brandId: string): Omit<NewBrand, 'id' | 'widgetId'> {
    const { apiKey, ...rest } = values;
    return {
      ...rest,
      // Omitted: keep the stored key; null: remove it; a value: replace it.
      ...(apiKey === undefined
        ? {}
        : { apiKeyEncrypted: apiKey === null ? null : secretBox.seal(apiKey, apiKeyContext(brandId)) }),
    };
  }

  return {
    async list(query: BrandListQuery): Promise<BrandListResponse> {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(respond), total, page: query.page, pageSize: query.pageSize };
    },

    async get(actor: Actor, id: string): Promise<BrandResponse> {
      return respond(await visibleBrand(actor, id));
    },

    async create(actor: Actor, values: BrandValues): Promise<BrandResponse> {
      await checkImages(values, actor.language);
      await checkUnique(values);
      const id = randomUUID();
      const row = await writing(() => repo.insert({ ...columns(values, id), id, widgetId: newWidgetId() }));
      return respond({ ...row, agentsCount: 0 });
    },

    async update(actor: Actor, id: string, values: BrandValues): Promise<BrandResponse> {
      const current = await visibleBrand(actor, id);
      // Set once, then fixed: orders already tracked through one store must not move to another.
      if (current.orderManager && values.orderManager !== current.orderManager) {
        throw new AppError('ORDER_MANAGER_FIXED');
      }
      await checkImages(values, actor.language);
      await checkUnique(values, id);
      const row = await writing(() => repo.update(id, columns(values, id)));
      // No row: the order manager was set by someone else in the meantime (or the brand was deleted).
      if (!row) throw new AppError((await repo.findById(id)) ? 'ORDER_MANAGER_FIXED' : 'BRAND_NOT_FOUND');
      return respond({ ...row, agentsCount: current.agentsCount });
    },

    /** Refused while any user, guest or chat belongs to the brand; its settings are deleted with it. */
    async remove(id: string): Promise<void> {
      if (!(await repo.findById(id))) throw new AppError('BRAND_NOT_FOUND');
      if (await repo.hasRelatedRecords(id)) throw new AppError('BRAND_HAS_RELATED_RECORDS');
      try {
        await repo.delete(id);
      } catch (error) {
        // Someone was added to the brand between the check and the delete.
        if (isForeignKeyViolation(error)) throw new AppError('BRAND_HAS_RELATED_RECORDS');
        throw error;
      }
    },

    /** Whether a brand exists (for records that name one). */
    async exists(id: string): Promise<boolean> {
      return Boolean(await repo.findById(id));
    },

    /** The brand behind a widget id, for the public endpoints (unknown: INVALID_WIDGET). */
    async byWidgetId(widgetId: string): Promise<Pick<BrandRow, 'id' | 'nameEn' | 'nameAr' | 'email'>> {
      const brand = await repo.findByWidgetId(widgetId);
      if (!brand) throw new AppError('INVALID_WIDGET');
      return { id: brand.id, nameEn: brand.nameEn, nameAr: brand.nameAr, email: brand.email };
    },

    /** What the widget shows of a brand (its loader's button, its iframe app), by widget id; unknown: INVALID_WIDGET. */
    async widgetProfile(widgetId: string) {
      const brand = await repo.findByWidgetId(widgetId);
      if (!brand) throw new AppError('INVALID_WIDGET');
      return {
        id: brand.id,
        widgetId: brand.widgetId,
        nameEn: brand.nameEn,
        nameAr: brand.nameAr,
        logoUrl: brand.logoUploadId ? uploadUrl(brand.logoUploadId) : null,
        bannerUrls: brand.bannerUploadIds.map(uploadUrl),
        primaryColor: brand.primaryColor,
        secondaryColor: brand.secondaryColor,
        chatButtonLabelEn: brand.chatButtonLabelEn,
        chatButtonLabelAr: brand.chatButtonLabelAr,
        orderManager: brand.orderManager,
        storeConnected: brand.connectionStatus === 'connected',
        allowedDomains: brand.allowedDomains,
      };
    },

    /** Admins pick from every brand; brand staff only ever see their own. */
    async options(actor: Actor): Promise<{ items: { id: string; nameEn: string; nameAr: string }[] }> {
      if (actor.user.role === 'admin') return { items: await repo.options() };
      return { items: actor.user.brandId ? await repo.options(actor.user.brandId) : [] };
    },
  };
}
export type BrandsService = ReturnType<typeof createBrandsService>;
