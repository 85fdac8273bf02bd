import type {
  CannedCaseListItem,
  CannedCaseResponse,
  CaseVideo,
  CategoryOption,
} from '@tawasul/contracts/canned-responses';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { uploadUrl } from '../uploads/uploads.service.ts';
import type { CaseWithBrand } from './cases.repo.ts';

/** Every upload a set of cases refers to, for one lookup. */
export function mediaIdsOf(rows: readonly CaseWithBrand[]): string[] {
  return rows.flatMap((row) => [
    ...row.imageUploadIds,
    ...row.documentUploadIds,
    ...(row.videoUploadId ? [row.videoUploadId] : []),
  ]);
}

function video(row: CaseWithBrand, files: ReadonlyMap<string, UploadResponse>): CaseVideo | null {
  const file = row.videoUploadId ? files.get(row.videoUploadId) : undefined;
  if (file) return { kind: 'upload', file };
  return row.videoUrl ? { kind: 'embed', url: row.videoUrl } : null;
}

const common = (row: CaseWithBrand, categories: CategoryOption[]) => ({
  id: row.id,
  brandId: row.brandId,
  brandNameEn: row.brandNameEn,
  brandNameAr: row.brandNameAr,
  titleEn: row.titleEn,
  titleAr: row.titleAr,
  categories,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A case in full, with its media as the agent sends them (files that no longer exist are left out). */
export function toCaseResponse(
  row: CaseWithBrand,
  categories: CategoryOption[],
  files: ReadonlyMap<string, UploadResponse>,
): CannedCaseResponse {
  const pick = (ids: string[]) => ids.flatMap((id) => files.get(id) ?? []);
  return {
    ...common(row, categories),
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    images: pick(row.imageUploadIds),
    documents: pick(row.documentUploadIds),
    video: video(row, files),
  };
}

export function toCaseListItem(row: CaseWithBrand, categories: CategoryOption[]): CannedCaseListItem {
  const first = row.imageUploadIds[0];
  return {
    ...common(row, categories),
    thumbnail: first ? { id: first, url: uploadUrl(first) } : null,
    imagesCount: row.imageUploadIds.length,
    documentsCount: row.documentUploadIds.length,
    hasVideo: Boolean(row.videoUploadId || row.videoUrl),
  };
}
