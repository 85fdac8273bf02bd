import type { LandingPageContent, LandingPageResponse } from '@tawasul/contracts/cms';
import { fieldError } from '../../lib/validation-error.ts';
import { uploadUrl, type UploadsService } from '../uploads/uploads.service.ts';
import type { LandingPageRepo, LandingPageRow } from './landing-page.repo.ts';

/** What the landing page shows until the form is first saved. */
const DEFAULT_LANDING_PAGE: LandingPageContent = {
  heroTitleEn: 'Customer support chat for every brand',
  heroTitleAr: 'محادثة دعم العملاء لكل علامة تجارية',
  heroSubtitleEn: '',
  heroSubtitleAr: '',
  heroImageUploadId: null,
  features: [],
  callToAction: { labelEn: 'Sign in', labelAr: 'تسجيل الدخول', url: '/login' },
  socialLinks: { facebook: null, instagram: null, linkedIn: null, whatsapp: null, x: null, youtube: null },
  footerTextEn: '',
  footerTextAr: '',
};

function toResponse(row: LandingPageRow | undefined): LandingPageResponse {
  // Merged over the defaults, so a row saved before a field existed still answers every field.
  const content = { ...DEFAULT_LANDING_PAGE, ...row?.content };
  const imageId = content.heroImageUploadId;
  return {
    ...content,
    heroImage: imageId ? { id: imageId, url: uploadUrl(imageId) } : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The landing page form (admins; the routes check the role). */
export function createLandingPageService({
  repo,
  uploads,
}: {
  repo: LandingPageRepo;
  uploads: Pick<UploadsService, 'imageIds'>;
}) {
  return {
    async get(): Promise<LandingPageResponse> {
      return toResponse(await repo.get());
    },

    async save(content: LandingPageContent): Promise<LandingPageResponse> {
      const imageId = content.heroImageUploadId;
      if (imageId && !(await uploads.imageIds([imageId])).has(imageId)) {
        throw fieldError(['heroImageUploadId'], 'validation.uploadedImage');
      }
      return toResponse(await repo.save(content));
    },
  };
}
export type LandingPageService = ReturnType<typeof createLandingPageService>;
