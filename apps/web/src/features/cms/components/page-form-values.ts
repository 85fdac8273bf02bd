import type { CmsPageInput, CmsPageResponse } from '@tawasul/contracts/cms';

export type PageFormValues = {
  titleEn: string;
  titleAr: string;
  slug: string;
  contentEn: string;
  contentAr: string;
  published: boolean;
};

/** The fields a VALIDATION_FAILED answer may name. */
export const PAGE_FIELDS = ['titleEn', 'titleAr', 'slug', 'contentEn', 'contentAr', 'published'];

export function pageFormValues(page: CmsPageResponse | undefined): PageFormValues {
  return {
    titleEn: page?.titleEn ?? '',
    titleAr: page?.titleAr ?? '',
    slug: page?.slug ?? '',
    contentEn: page?.contentEn ?? '',
    contentAr: page?.contentAr ?? '',
    published: page?.published ?? false,
  };
}

export const toPageInput = (values: PageFormValues): CmsPageInput => ({ ...values });

/**
 * A slug suggested from the English title ("About us!" → `about-us`): lowercase a-z and 0-9, single dashes
 * between words, accents dropped. Arabic letters give nothing, so the admin types the slug then.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
