import type { LandingPayload, PagePayload } from '@tawasul/contracts/cms';
import type { FaqsService } from '../faqs/faqs.service.ts';
import type { LandingPageService } from './landing-page.service.ts';
import type { PagesService } from './pages.service.ts';

/** The data of each public page, in both languages, as one document per page. */
export function createPublicSiteService({
  landing,
  pages,
  faqs,
}: {
  landing: Pick<LandingPageService, 'get'>;
  pages: Pick<PagesService, 'published' | 'links'>;
  faqs: Pick<FaqsService, 'site'>;
}) {
  return {
    async landingPayload(): Promise<LandingPayload> {
      const [content, activeFaqs, links] = await Promise.all([landing.get(), faqs.site.active(), pages.links()]);
      return {
        landing: content,
        faqs: activeFaqs.map(({ id, questionEn, questionAr, answerEn, answerAr }) => ({
          id,
          questionEn,
          questionAr,
          answerEn,
          answerAr,
        })),
        pages: links,
      };
    },

    async pagePayload(slug: string): Promise<PagePayload> {
      const [page, content, links] = await Promise.all([pages.published(slug), landing.get(), pages.links()]);
      return {
        page: {
          slug: page.slug,
          titleEn: page.titleEn,
          titleAr: page.titleAr,
          contentEn: page.contentEn,
          contentAr: page.contentAr,
          updatedAt: page.updatedAt.toISOString(),
        },
        footer: {
          footerTextEn: content.footerTextEn,
          footerTextAr: content.footerTextAr,
          socialLinks: content.socialLinks,
          pages: links,
        },
      };
    },
  };
}
export type PublicSiteService = ReturnType<typeof createPublicSiteService>;
