import type { CannedCaseInput, CategoryInput } from '@tawasul/contracts/canned-responses';
import type { CmsPageInput, LandingPageInput } from '@tawasul/contracts/cms';
import { randomBytes } from 'node:crypto';
import * as samples from './sample-files.ts';
import type { TestApp } from './test-app.ts';
import { uploaded } from './upload-requests.ts';

const unique = () => randomBytes(4).toString('hex');

/** A valid category body with unique names. */
export function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  const n = unique();
  return { nameEn: `Shipping ${n}`, nameAr: `الشحن ${n}`, criticalWords: ['late', 'متأخر'], ...overrides };
}

/** Real uploads a case needs: an image, a document and a video, uploaded as `cookie`'s user. */
export interface CaseMedia {
  imageId: string;
  documentId: string;
  videoId: string;
}

export async function uploadCaseMedia(t: TestApp, cookie: string): Promise<CaseMedia> {
  const [image, document, video] = await Promise.all([
    uploaded(t, cookie, 'image', { bytes: await samples.image('png'), name: 'product.png' }),
    uploaded(t, cookie, 'document', { bytes: samples.pdf(), name: 'manual.pdf' }),
    uploaded(t, cookie, 'video', { bytes: samples.mp4(), name: 'unboxing.mp4' }),
  ]);
  return { imageId: image.id, documentId: document.id, videoId: video.id };
}

/** A valid case body for `categoryId` with the given media. */
export function caseInput(
  media: CaseMedia,
  categoryId: string,
  overrides: Partial<CannedCaseInput> = {},
): CannedCaseInput {
  return {
    titleEn: `Late delivery ${unique()}`,
    titleAr: 'تأخر التوصيل',
    descriptionEn: 'What to tell a shopper whose order is late.',
    descriptionAr: 'ما نقوله للمتسوق عند تأخر طلبه.',
    categoryIds: [categoryId],
    imageUploadIds: [media.imageId],
    documentUploadIds: [media.documentId],
    ...overrides,
  };
}

export function pageInput(overrides: Partial<CmsPageInput> = {}): CmsPageInput {
  const n = unique();
  return {
    slug: `about-${n}`,
    titleEn: `About us ${n}`,
    titleAr: `من نحن ${n}`,
    contentEn: '<p>We answer fast.</p>',
    contentAr: '<p>نرد بسرعة.</p>',
    published: true,
    ...overrides,
  };
}

export function landingInput(overrides: Partial<LandingPageInput> = {}): LandingPageInput {
  return {
    heroTitleEn: 'Support that speaks your language',
    heroTitleAr: 'دعم يتحدث لغتك',
    heroSubtitleEn: 'One inbox for every brand.',
    heroSubtitleAr: 'صندوق واحد لكل العلامات.',
    features: [
      { titleEn: 'Fast', titleAr: 'سريع', bodyEn: 'Replies in minutes.', bodyAr: 'ردود خلال دقائق.', icon: 'bolt' },
    ],
    callToAction: { labelEn: 'Start', labelAr: 'ابدأ', url: '/login' },
    socialLinks: { x: 'https://x.com/tawasul', instagram: null },
    footerTextEn: '© Tawasul',
    footerTextAr: '© تواصل',
    ...overrides,
  };
}
