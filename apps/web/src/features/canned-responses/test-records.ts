import type { CannedCaseListItem, CannedCaseResponse, CategoryResponse } from '@tawasul/contracts/canned-responses';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { BRAND_ID, uuid } from '../../test/factories.ts';

/** Canned-response records in the contracts' shapes, for the stand-in server's answers in this feature's tests. */

export const RETURNS_ID = '44444444-4444-4444-8444-444444444441';
export const WARRANTY_ID = '44444444-4444-4444-8444-444444444442';

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

export const categoryOptions = () => ({
  items: [
    { id: RETURNS_ID, nameEn: 'Returns', nameAr: 'الإرجاع' },
    { id: WARRANTY_ID, nameEn: 'Warranty', nameAr: 'الضمان' },
  ],
});

export function upload(kind: UploadResponse['kind'], name: string, overrides: Partial<UploadResponse> = {}) {
  const id = uuid();
  const mimeType = { image: 'image/png', document: 'application/pdf', video: 'video/mp4' }[kind];
  return {
    id,
    kind,
    mimeType,
    sizeBytes: 245_760,
    originalName: name,
    url: `/api/uploads/${id}`,
    width: kind === 'image' ? 64 : null,
    height: kind === 'image' ? 64 : null,
    ...overrides,
  } satisfies UploadResponse;
}

export const CASE_ID = '55555555-5555-4555-8555-555555555551';

export function cannedCase(overrides: Partial<CannedCaseResponse> = {}): CannedCaseResponse {
  return {
    id: CASE_ID,
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    titleEn: 'Returning a console',
    titleAr: 'إرجاع جهاز الألعاب',
    descriptionEn: 'Pack it in its box and book a pickup.',
    descriptionAr: 'ضع الجهاز في علبته واحجز موعد الاستلام.',
    categories: [{ id: RETURNS_ID, nameEn: 'Returns', nameAr: 'الإرجاع' }],
    images: [upload('image', 'front.png'), upload('image', 'back.png')],
    documents: [upload('document', 'return-policy.pdf')],
    video: { kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
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
