import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { BRAND_ID, uuid } from './factories.ts';

/** Canned-response records in the contracts' shapes, for the canned-response screens' and the console's tests. */

export const RETURNS_ID = '44444444-4444-4444-8444-444444444441';
export const WARRANTY_ID = '44444444-4444-4444-8444-444444444442';

const returns = { id: RETURNS_ID, nameEn: 'Returns', nameAr: 'الإرجاع' };
const warranty = { id: WARRANTY_ID, nameEn: 'Warranty', nameAr: 'الضمان' };

/** The categories a brand's cases are filed under, as the pickers list them. */
export const categoryOptions = () => ({ items: [returns, warranty] });

/** A stored file: a 240 KB picture, document or video. */
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

/** A case of Falcon Games' "Returns": two pictures and a document, no video unless told. */
export function cannedCase(overrides: Partial<CannedCaseResponse> = {}): CannedCaseResponse {
  return {
    id: uuid(),
    brandId: BRAND_ID,
    brandNameEn: 'Falcon Games',
    brandNameAr: 'ألعاب الصقر',
    titleEn: 'Returning a console',
    titleAr: 'إرجاع جهاز الألعاب',
    descriptionEn: 'Pack it in its box and book a pickup.',
    descriptionAr: 'ضع الجهاز في علبته واحجز موعد الاستلام.',
    categories: [returns],
    images: [upload('image', 'front.png'), upload('image', 'back.png')],
    documents: [upload('document', 'return-policy.pdf')],
    video: null,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}
