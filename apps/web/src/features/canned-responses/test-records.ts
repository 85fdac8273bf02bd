import type { CannedCaseListItem, CannedCaseResponse, CategoryResponse } from '@tawasul/contracts/canned-responses';
import { cannedCase as baseCase, RETURNS_ID } from '../../test/canned-factories.ts';

/** Canned-response records in the contracts' shapes, for the stand-in server's answers in this feature's tests. */

export { RETURNS_ID, categoryOptions, upload } from '../../test/canned-factories.ts';

export function category(overrides: Partial<CategoryResponse> = {}): CategoryResponse {
  return {
    id: RETURNS_ID,
    nameEn: 'Returns',
    nameAr: 'الإرجاع',
    criticalWords: ['refund', 'return', 'استرجاع'],
    casesCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export const CASE_ID = '55555555-5555-4555-8555-555555555551';

/** The feature's case: a stored one, with an embedded video. */
export function cannedCase(overrides: Partial<CannedCaseResponse> = {}): CannedCaseResponse {
  return baseCase({
    id: CASE_ID,
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ...overrides,
  });
}

export function caseListItem(record: CannedCaseResponse = cannedCase()): CannedCaseListItem {
  const first = record.images[0];
  return {
    id: record.id,
    brandId: record.brandId,
    brandNameEn: record.brandNameEn,
    brandNameAr: record.brandNameAr,
    titleEn: record.titleEn,
    titleAr: record.titleAr,
    categories: record.categories,
    thumbnail: first ? { id: first.id, url: first.url } : null,
    imagesCount: record.images.length,
    documentsCount: record.documents.length,
    hasVideo: record.video !== null,
    active: record.active,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
