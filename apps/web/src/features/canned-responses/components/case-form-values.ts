import type { FormErrors } from '@mantine/form';
import { createElement } from 'react';
import { CannedCaseInput, type CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { UploadedFile } from '../../../components/upload/upload-dropzone.tsx';
import { ValidationText } from '../../../lib/forms/validation-text.tsx';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';

/** Where the case's video comes from: none, an uploaded file, or a link (YouTube and Vimeo become embeds). */
export type VideoSource = 'none' | 'upload' | 'link';

export type CaseFormValues = {
  brandId: string | null;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryIds: string[];
  images: UploadedFile[];
  documents: UploadedFile[];
  videoSource: VideoSource;
  /** Zero or one file: the dropzone's value. */
  video: UploadedFile[];
  videoUrl: string;
  active: boolean;
};

const MAX_ITEMS = 20;
const indexed = (field: string) => Array.from({ length: MAX_ITEMS }, (_, index) => `${field}.${index}`);

/** The fields a VALIDATION_FAILED answer may name (a category or a file by its index). */
export const CASE_FIELDS = [
  'brandId',
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'categoryIds',
  'imageUploadIds',
  'documentUploadIds',
  'videoUploadId',
  'videoUrl',
  'active',
  ...indexed('categoryIds'),
  ...indexed('imageUploadIds'),
  ...indexed('documentUploadIds'),
];

const asFile = (file: { id: string; url: string; originalName: string }): UploadedFile => ({
  id: file.id,
  url: file.url,
  name: file.originalName,
});

export function caseFormValues(record: CannedCaseResponse | undefined): CaseFormValues {
  const video = record?.video ?? null;
  return {
    brandId: record?.brandId ?? null,
    titleEn: record?.titleEn ?? '',
    titleAr: record?.titleAr ?? '',
    descriptionEn: record?.descriptionEn ?? '',
    descriptionAr: record?.descriptionAr ?? '',
    categoryIds: record?.categories.map((category) => category.id) ?? [],
    images: record?.images.map(asFile) ?? [],
    documents: record?.documents.map(asFile) ?? [],
    videoSource: video ? (video.kind === 'upload' ? 'upload' : 'link') : 'none',
    video: video?.kind === 'upload' ? [asFile(video.file)] : [],
    videoUrl: video?.kind === 'embed' ? video.url : '',
    active: record?.active ?? true,
  };
}

/**
 * The body of contracts: only the chosen video source is sent, so switching from a link to an upload never sends
 * both. The brand only when the form shows the picker (a brand manager's cases are its brand's on the server).
 */
export function toCaseInput(values: CaseFormValues, { withBrand }: { withBrand: boolean }): CannedCaseInput {
  return {
    ...(withBrand && values.brandId ? { brandId: values.brandId } : {}),
    titleEn: values.titleEn,
    titleAr: values.titleAr,
    descriptionEn: values.descriptionEn,
    descriptionAr: values.descriptionAr,
    categoryIds: values.categoryIds,
    imageUploadIds: values.images.map((file) => file.id),
    documentUploadIds: values.documents.map((file) => file.id),
    videoUploadId: values.videoSource === 'upload' ? (values.video[0]?.id ?? null) : null,
    videoUrl: values.videoSource === 'link' ? values.videoUrl : null,
    active: values.active,
  };
}

/**
 * The contract's rules, plus the form's own: an admin picks the brand, and a chosen video source needs its video
 * (otherwise "upload" or "link" with nothing would silently save a case without one).
 */
export function caseFormValidator({ withBrand }: { withBrand: boolean }) {
  const contract = zodValidator<CaseFormValues>(CannedCaseInput, (values) => toCaseInput(values, { withBrand }));
  const text = (messageKey: string) => createElement(ValidationText, { messageKey });
  return (values: CaseFormValues): FormErrors => {
    const errors: FormErrors = { ...contract(values) };
    if (withBrand && !values.brandId) errors.brandId ??= text('validation.required');
    if (values.videoSource === 'upload' && values.video.length === 0)
      errors.videoUploadId ??= text('validation.uploadedVideo');
    if (values.videoSource === 'link' && !values.videoUrl.trim()) errors.videoUrl ??= text('validation.required');
    return errors;
  };
}
