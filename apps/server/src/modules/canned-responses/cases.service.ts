import type { z } from 'zod';
import {
  CASE_SEARCH_LIMIT,
  type CannedCaseInput,
  type CannedCaseListQuery,
  type CannedCaseListResponse,
  type CannedCaseResponse,
  type CannedCaseSearchQuery,
} from '@tawasul/contracts/canned-responses';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import type { ValidationKey } from '@tawasul/contracts/validation';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope, listBrand, targetBrand, type Actor } from '../../lib/brand-scope.ts';
import { fieldErrors } from '../../lib/validation-error.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { mediaIdsOf, toCaseListItem, toCaseResponse } from './case-response.ts';
import type { CaseValues, CaseWithBrand, CasesRepo } from './cases.repo.ts';
import type { CategoriesService } from './categories.service.ts';

export type CaseBody = z.output<typeof CannedCaseInput>;

interface CasesDeps {
  repo: CasesRepo;
  categories: Pick<CategoriesService, 'existingIds'>;
  uploads: Pick<UploadsService, 'idsOfKind' | 'findMany' | 'toResponse'>;
  brands: Pick<BrandsService, 'exists'>;
}

/**
 * Canned-response cases: admins manage every brand's, a brand manager its own brand's (another brand's case is
 * "not found"); agents and managers search their own brand's active cases from the console.
 */
export function createCasesService({ repo, categories, uploads, brands }: CasesDeps) {
  async function load(actor: Actor, id: string): Promise<CaseWithBrand> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('CASE_NOT_FOUND');
    assertInScope(actor, row.brandId, 'CASE_NOT_FOUND');
    return row;
  }

  /** Full responses for several cases: one query for their categories and one for all their files. */
  async function respond(rows: CaseWithBrand[]): Promise<CannedCaseResponse[]> {
    const [categoriesByCase, found] = await Promise.all([
      repo.categoriesOf(rows.map((row) => row.id)),
      uploads.findMany(mediaIdsOf(rows)),
    ]);
    const files = new Map<string, UploadResponse>([...found].map(([id, row]) => [id, uploads.toResponse(row)]));
    return rows.map((row) => toCaseResponse(row, categoriesByCase.get(row.id) ?? [], files));
  }

  async function respondOne(id: string): Promise<CannedCaseResponse> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('CASE_NOT_FOUND');
    const [response] = await respond([row]);
    return response!;
  }

  /** Every category must exist and every file be an upload of the right kind; each one that is not is named. */
  async function checkReferences(body: CaseBody): Promise<void> {
    const [knownCategories, images, documents, videos] = await Promise.all([
      categories.existingIds(body.categoryIds),
      uploads.idsOfKind(body.imageUploadIds, 'image'),
      uploads.idsOfKind(body.documentUploadIds, 'document'),
      uploads.idsOfKind(body.videoUploadId ? [body.videoUploadId] : [], 'video'),
    ]);
    const missing = (field: string, ids: string[], found: Set<string>, key: ValidationKey) =>
      ids.flatMap((id, index) =>
        found.has(id) ? [] : [[[field, index], key] as [(string | number)[], ValidationKey]],
      );
    const issues = [
      ...missing('categoryIds', body.categoryIds, knownCategories, 'validation.existingCategory'),
      ...missing('imageUploadIds', body.imageUploadIds, images, 'validation.uploadedImage'),
      ...missing('documentUploadIds', body.documentUploadIds, documents, 'validation.uploadedDocument'),
      ...(body.videoUploadId && !videos.has(body.videoUploadId)
        ? [[['videoUploadId'], 'validation.uploadedVideo'] as [(string | number)[], ValidationKey]]
        : []),
    ];
    if (issues.length) throw fieldErrors(issues);
  }

  function columns(body: CaseBody, brandId: string): CaseValues {
    return {
      brandId,
      titleEn: body.titleEn,
      titleAr: body.titleAr,
      descriptionEn: body.descriptionEn,
      descriptionAr: body.descriptionAr,
      imageUploadIds: body.imageUploadIds,
      documentUploadIds: body.documentUploadIds,
      videoUploadId: body.videoUploadId,
      videoUrl: body.videoUrl,
      active: body.active,
    };
  }

  const exists = (brandId: string) => brands.exists(brandId);

  return {
    async list(actor: Actor, query: CannedCaseListQuery): Promise<CannedCaseListResponse> {
      const { rows, total } = await repo.list({ ...query, brandId: listBrand(actor, query.brandId) });
      const categoriesByCase = await repo.categoriesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toCaseListItem(row, categoriesByCase.get(row.id) ?? [])),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(actor: Actor, id: string): Promise<CannedCaseResponse> {
      const [response] = await respond([await load(actor, id)]);
      return response!;
    },

    async create(actor: Actor, body: CaseBody): Promise<CannedCaseResponse> {
      const brandId = await targetBrand(actor, body.brandId, exists);
      await checkReferences(body);
      return respondOne(await repo.insert(columns(body, brandId), body.categoryIds));
    },

    /** An admin may move a case to another brand; a brand manager keeps it in its own. */
    async update(actor: Actor, id: string, body: CaseBody): Promise<CannedCaseResponse> {
      const current = await load(actor, id);
      const brandId =
        body.brandId && body.brandId !== current.brandId
          ? await targetBrand(actor, body.brandId, exists)
          : current.brandId;
      await checkReferences(body);
      if (!(await repo.update(id, columns(body, brandId), body.categoryIds))) throw new AppError('CASE_NOT_FOUND');
      return respondOne(id);
    },

    async setActive(actor: Actor, id: string, active: boolean): Promise<CannedCaseResponse> {
      await load(actor, id);
      if (!(await repo.setActive(id, active))) throw new AppError('CASE_NOT_FOUND');
      return respondOne(id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await load(actor, id);
      await repo.delete(id);
    },

    /** The agent console's search: active cases of the actor's brand (an admin's named brand, or all). */
    async search(actor: Actor, query: CannedCaseSearchQuery): Promise<{ items: CannedCaseResponse[] }> {
      const rows = await repo.search({
        brandId: listBrand(actor, query.brandId),
        categoryId: query.categoryId,
        q: query.q,
        limit: CASE_SEARCH_LIMIT,
      });
      return { items: await respond(rows) };
    },
  };
}
export type CasesService = ReturnType<typeof createCasesService>;
